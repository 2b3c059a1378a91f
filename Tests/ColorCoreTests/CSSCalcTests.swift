import Testing

@testable import ColorCore

/// `calc()` in a color's components, as CSS Values 4 computes it: sums of one kind with spaces around `+` and
/// `-`, products and quotients by a number, parentheses and nested `calc()`, angle units, `pi` and `e`.
@Suite struct CSSCalcTests {
  @Test(arguments: [
    ("calc(50% + 10%) 0 0", "60.0% 0 0"), ("calc(128 * 2) 0 0", "256.0 0 0"), ("calc(2 * 128)", "256.0"),
    ("calc(90deg + 0.5turn)", "270.0deg"), ("calc(100grad)", "90.0deg"), ("calc((1 + 2) * 10)", "30.0"),
    ("calc(calc(1 + 1) * 100)", "200.0"), ("CALC( 10 )", "10.0"), ("calc(1e1 * 2)", "20.0"),
    ("calc(-10 * -2)", "20.0"), ("calc(10 - 20)", "-10.0"), ("calc(100% / 4)", "25.0%"),
    ("calc(1 / 0)", "1.7976931348623157e+308"), ("calc(-1 / 0)", "-1.7976931348623157e+308"),
    ("calc(0 / 0)", "0.0"), ("calc(-pi * 1)", "-3.141592653589793"), ("1 calc(1 + 1) / calc(0.5)", "1 2.0 / 0.5"),
  ])
  func aCalculationIsItsValue(_ inner: String, _ expected: String) throws {
    #expect(try CSSCalc.substitute(inner[...]) == expected)
  }

  @Test func textWithoutCalcIsLeftAsItIs() throws {
    #expect(try CSSCalc.substitute("50% 10 20"[...]) == nil)
    #expect(try CSSCalc.substitute("xcalc(1)"[...]) == nil)
  }

  @Test(arguments: [
    "calc(50%+10%)", "calc(50% + 10)", "calc(10px)", "calc(1 + (2)", "calc(10deg * 5%)", "calc(2 / 50%)",
    "calc()", "calc(1 +)", "calc(infinity)",
    String(repeating: "calc(", count: 40) + "1" + String(repeating: ")", count: 40),
  ])
  func aCalculationCSSDoesNotComputeIsRefusedAsWritten(_ text: String) {
    #expect(throws: InputError.ColorFunctionError.self) { try CSSCalc.substitute(text[...]) }
  }
}
