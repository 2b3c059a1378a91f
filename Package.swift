// swift-tools-version:6.0
import PackageDescription

/// The folder holding this manifest, so that the linker finds the start-up order wherever the package is.
let root = String(#filePath.dropLast("Package.swift".count))

/// Release links: static and stripped, with lld placing the functions a call runs side by side
/// (`scripts/startup-order.txt`, written by `scripts/generate`; see docs/speed.md). lld warns about every name of the
/// list it does not find, and `scripts/generate --check` fails on such a warning.
/// `COLORMIX_LINK_MAP=FILE` writes the linker's map to FILE and keeps the symbol table, for `scripts/generate`.
var releaseLink = [
  "-static-executable", "-use-ld=lld",
  "-Xlinker", "--symbol-ordering-file=\(root)scripts/startup-order.txt",
]
if let map = Context.environment["COLORMIX_LINK_MAP"] {
  releaseLink += ["-Xlinker", "-Map=\(map)"]
} else {
  releaseLink += ["-Xlinker", "-s"]
}

let package = Package(
  name: "colormix",
  products: [
    .executable(name: "colormix", targets: ["colormix"]),
    .library(name: "ColorCore", targets: ["ColorCore"]),
  ],
  targets: [
    // The one system call Swift cannot make itself (`openat2`, through the C library's variadic `syscall`).
    .target(name: "CPlatform"),
    .target(name: "ColorCore", dependencies: ["CPlatform"]),
    .target(name: "ColorTerminal", dependencies: ["ColorCore"]),
    .executableTarget(
      name: "colormix",
      dependencies: ["ColorCore", "ColorTerminal"],
      linkerSettings: [.unsafeFlags(releaseLink, .when(platforms: [.linux], configuration: .release))]
    ),
    // What more than one test target needs (a temporary folder of a test's own); only test targets depend on it.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "ColorCoreTests", dependencies: ["ColorCore", "TestSupport"], exclude: ["Fixtures"]),
    .testTarget(name: "ColorTerminalTests", dependencies: ["ColorTerminal", "ColorCore", "TestSupport"]),
    .testTarget(
      name: "colormixTests", dependencies: ["colormix", "ColorCore", "ColorTerminal", "TestSupport"],
      exclude: ["Fixtures"]),
  ]
)
