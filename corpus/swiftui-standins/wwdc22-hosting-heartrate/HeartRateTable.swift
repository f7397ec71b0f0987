// Stand-in for what WWDC/Base.lproj/Main.storyboard does for the heart-rate screen: a plain-style table whose data
// source is the HeartRateViewController (the controller's @IBOutlet is the storyboard's, so it is made here).
#if canImport(UIKit)
import UIKit
#else
import CellshotUIKit
#endif

/// The controller the storyboard makes; kept alive here, as the table holds its data source weakly.
@MainActor let heartRateController = HeartRateViewController()

/// The storyboard's table: plain style, the controller as its data source.
@MainActor func heartRateTable() -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 402, height: 600), style: .plain)
    table.dataSource = heartRateController
    return table
}
