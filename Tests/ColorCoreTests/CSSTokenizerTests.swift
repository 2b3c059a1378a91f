import Testing

@testable import ColorCore

/// CSS Syntax Level 3 tokenization (§4): each kind of token, escapes decoded, and the bytes each token came from.
@Suite struct CSSTokenizerTests {
  func kinds(_ text: String) -> [CSSTokenizer.Kind] {
    CSSTokenizer.tokens(text).map(\.kind)
  }

  @Test func aRuleIsSelectorsBracesIdentsAndPunctuation() {
    #expect(
      kinds(".a>b{--x:#fff;}") == [
        .delim("."), .ident("a"), .delim(">"), .ident("b"), .openCurly, .ident("--x"), .colon,
        .hash("fff", isIdentifier: true), .semicolon, .closeCurly,
      ])
    #expect(
      kinds("@media (x) [y], z") == [
        .atKeyword("media"), .whitespace, .openParen, .ident("x"), .closeParen, .whitespace, .openSquare,
        .ident("y"), .closeSquare, .comma, .whitespace, .ident("z"),
      ])
    #expect(kinds("<!-- -->") == [.cdo, .whitespace, .cdc])
    #expect(
      kinds("#1a @ @1 #") == [
        .hash("1a", isIdentifier: false), .whitespace, .delim("@"), .whitespace,
        .delim("@"), .number("1"), .whitespace, .delim("#"),
      ])
  }

  @Test func stringsEndAtTheirQuoteAndTakeEscapes() {
    #expect(kinds(#""a;b\"c" 'd\'e'"#) == [.string(#"a;b"c"#), .whitespace, .string("d'e")])
    #expect(kinds(#""\41 x\26\3A""#) == [.string("Ax&:")])
    // An escaped newline is no part of the string; an unescaped one cuts it; the end of the document ends it.
    #expect(kinds("\"a\\\nb\"") == [.string("ab")])
    #expect(kinds("\"a\nb\"") == [.badString, .whitespace, .ident("b"), .string("")])
    #expect(kinds("\"a\rb") == [.badString, .whitespace, .ident("b")])
    #expect(kinds("'open") == [.string("open")])
    // Comment openers and semicolons inside a string are text.
    #expect(kinds(#""/*"; --a"#) == [.string("/*"), .semicolon, .whitespace, .ident("--a")])
  }

  @Test func commentsAreTokensAndOneThatNeverEndsSaysSo() {
    #expect(kinds("a/* x; */b") == [.ident("a"), .comment(terminated: true), .ident("b")])
    #expect(kinds("/**/") == [.comment(terminated: true)])
    #expect(kinds("a /*/ b") == [.ident("a"), .whitespace, .comment(terminated: false)])
  }

  @Test func urlsAreOneTokenAndQuotedURLsAFunction() {
    #expect(kinds("url(a;b)") == [.url("a;b")])
    #expect(kinds("URL(  a\\)b  )") == [.url("a)b")])
    #expect(kinds("url(/*)x") == [.url("/*"), .ident("x")])
    #expect(kinds("url(a b) c") == [.badURL, .whitespace, .ident("c")])
    #expect(kinds("url(a\"b\\)c) d") == [.badURL, .whitespace, .ident("d")])
    #expect(kinds("url( 'x;y')") == [.function("url"), .whitespace, .string("x;y"), .closeParen])
    #expect(
      kinds("rgb(1 2 3)") == [
        .function("rgb"), .number("1"), .whitespace, .number("2"), .whitespace,
        .number("3"), .closeParen,
      ])
  }

  @Test func identsTakeEscapes() {
    #expect(kinds(#"--a\:b"#) == [.ident("--a:b")])
    #expect(kinds(#"\31 st"#) == [.ident("1st")])
    #expect(kinds(#"--sky\ blue"#) == [.ident("--sky blue")])
    #expect(kinds(#"caf\e9 x caf\e9  x"#) == [.ident("caféx"), .whitespace, .ident("café"), .whitespace, .ident("x")])
    #expect(kinds(#"\0 \110000 \D800 a"#) == [.ident("\u{FFFD}\u{FFFD}\u{FFFD}a")])
    #expect(kinds("a\\\nb") == [.ident("a"), .delim("\\"), .whitespace, .ident("b")])
    #expect(
      kinds("-x --y -1 -") == [
        .ident("-x"), .whitespace, .ident("--y"), .whitespace, .number("-1"),
        .whitespace, .delim("-"),
      ])
    #expect(kinds("f(") == [.function("f")])
  }

  @Test func numbersKeepTheirText() {
    #expect(
      kinds("+1.5e3 10% 2px -.5em 1e 3E-2 .x") == [
        .number("+1.5e3"), .whitespace, .percentage("10"), .whitespace, .dimension("2", unit: "px"), .whitespace,
        .dimension("-.5", unit: "em"), .whitespace, .dimension("1", unit: "e"), .whitespace, .number("3E-2"),
        .whitespace, .delim("."), .ident("x"),
      ])
  }

  @Test func eachTokenKeepsItsBytes() {
    let text = "é: \"ü\"\r\n/*x*/"
    let tokens = CSSTokenizer.tokens(text)
    #expect(tokens.map(\.range) == [0..<2, 2..<3, 3..<4, 4..<8, 8..<10, 10..<15])
    #expect(
      tokens.map(\.kind) == [
        .ident("é"), .colon, .whitespace, .string("ü"), .whitespace,
        .comment(terminated: true),
      ])
    #expect(CSSTokenizer.tokens("").isEmpty)
    #expect(kinds("a\0b") == [.ident("a\u{FFFD}b")])
  }
}
