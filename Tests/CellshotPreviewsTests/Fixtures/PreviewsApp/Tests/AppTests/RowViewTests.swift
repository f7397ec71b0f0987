import App
import Testing

@Test func rowViewExists() {
    _ = RowView(title: "Wi-Fi", value: "Home")
}
