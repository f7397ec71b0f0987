import Testing
import ConstraintSolver

/// Numbers in messages are rounded to 1e-9 and written the shortest way.
@Suite struct ReadableNumberTests {
    @Test(arguments: [
        (4.800000000000338, "4.8"),
        (1e-12, "0"),
        (-1e-12, "0"),
        (-0.0, "0"),
        (1234567.5, "1234567.5"),
        (-0.1, "-0.1"),
        (0.1 + 0.2, "0.3"),
        (720, "720"),
        (-12, "-12"),
        (2.5, "2.5"),
        (1.0 / 3.0, "0.333333333"),
        (1e-7, "1e-07"),
        (1e20, "1e+20"),
        (123456789.123, "123456789.123"),
    ])
    func writesNumbersAsPeopleDo(value: Double, text: String) {
        #expect(ReadableNumber.text(value) == text)
    }

    @Test func writesNonFiniteNumbersAsSwiftDoes() {
        #expect(ReadableNumber.text(.infinity) == "inf")
        #expect(ReadableNumber.text(.nan) == "nan")
    }

    @Test func constraintDescriptionsUseIt() {
        let x = Variable("x")
        #expect((x * 0.30000000000000004 == 4.800000000000338).description == "0.3 * x == 4.8")
    }
}
