// swift-tools-version:6.0
import PackageDescription

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
    // The release binary's static, ordered link is made by scripts/build-release, with flags on the command line.
    .executableTarget(name: "colormix", dependencies: ["ColorCore", "ColorTerminal"]),
    // What more than one test target needs (a temporary folder of a test's own); only test targets depend on it.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "ColorCoreTests", dependencies: ["ColorCore", "TestSupport"], exclude: ["Fixtures"]),
    .testTarget(name: "ColorTerminalTests", dependencies: ["ColorTerminal", "ColorCore", "TestSupport"]),
    .testTarget(
      name: "colormixTests", dependencies: ["colormix", "ColorCore", "ColorTerminal", "TestSupport"],
      exclude: ["Fixtures"]),
  ]
)
