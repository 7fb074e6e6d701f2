import Testing
import Cassowary

/// The one number formatter and the one number scanner every module uses.
@Suite struct NumberTextTests {
    @Test func significantDigitsPrintAsCsPercentG() {
        let cases: [(Double, Int, String)] = [
            (30, 12, "30"), (-12, 12, "-12"), (0.5, 12, "0.5"), (-12.25, 12, "-12.25"),
            (1e-9, 12, "1e-09"), (1.5e-7, 12, "1.5e-07"), (1e20, 12, "1e+20"), (2.5e300, 12, "2.5e+300"),
            (69.99999999999999, 12, "70"), (1.0 / 3, 12, "0.333333333333"), (1.0 / 3, 6, "0.333333"),
            (0.0001, 12, "0.0001"), (0.00001234, 3, "1.23e-05"),
            // Rounded to an integral value, it prints as one.
            (123456.7, 3, "123000"),
            (-0.0, 12, "0"), (.nan, 12, "nan"), (.infinity, 12, "inf"), (-.infinity, 12, "-inf"),
            // Integral values below 1e15 print exactly, whatever the digits.
            (123456789012345, 10, "123456789012345"), (1e15, 12, "1e+15"),
        ]
        for (value, digits, expected) in cases {
            #expect(NumberFormatting.string(value, significantDigits: digits) == expected, "\(value) to \(digits) digits")
        }
    }

    @Test func roundingFollowsTheBinaryValueAndTiesGoToEven() {
        // 2.675 is 2.67499999999999982236431605997495353221893310546875 in binary.
        #expect(NumberFormatting.string(2.675, significantDigits: 3) == "2.67")
        // 0.125 and 12.25 are exact ties: to even, as printf.
        #expect(NumberFormatting.string(0.125, significantDigits: 2) == "0.12")
        #expect(NumberFormatting.string(0.375, significantDigits: 2) == "0.38")
        #expect(NumberFormatting.string(12.25, fractionDigits: 1) == "12.2")
        #expect(NumberFormatting.string(12.35, fractionDigits: 1) == "12.3")  // 12.3499999…
        #expect(NumberFormatting.string(0.15, fractionDigits: 1) == "0.1")    // 0.1499999…
        #expect(NumberFormatting.string(9.96, fractionDigits: 1) == "10")
        #expect(NumberFormatting.string(-0.04, fractionDigits: 1) == "0")
    }

    @Test func fractionDigitsNeverUseAnExponent() {
        #expect(NumberFormatting.string(0.0000012, fractionDigits: 6) == "0.000001")
        #expect(NumberFormatting.string(1234567.891, fractionDigits: 2) == "1234567.89")
        #expect(NumberFormatting.string(16, fractionDigits: 6) == "16")
        #expect(NumberFormatting.string(14594873979.8586, fractionDigits: 6) == "14594873979.8586")
    }

    @Test func scanningReadsTheLongestNumberAndStopsBeforeWhatIsNotOne() {
        func scan(_ text: String, sign: Bool = true, exponent: Bool = true) -> (Double, Int)? {
            NumberScanning.scan(Array(text), from: 0, allowingSign: sign, allowingExponent: exponent).map { ($0.value, $0.end) }
        }
        #expect(scan("12.5)")! == (12.5, 4))
        #expect(scan(".5 ")! == (0.5, 2))
        #expect(scan("3.x")! == (3, 2))
        #expect(scan("-7")! == (-7, 2))
        #expect(scan("-7", sign: false) == nil)
        #expect(scan("1e3 ")! == (1000, 3))
        #expect(scan("1e3", exponent: false)! == (1, 1))
        #expect(scan("2e+x")! == (2, 1))
        #expect(scan("1e400")! == (.infinity, 5))
        #expect(scan(".") == nil)
        #expect(scan("+") == nil)
        #expect(scan("e5") == nil)
        #expect(NumberScanning.number(in: "187.5") == 187.5)
        #expect(NumberScanning.number(in: "187.5px") == nil)
    }
}
