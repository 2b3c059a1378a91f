// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "colormix",
  products: [
    .executable(name: "colormix", targets: ["colormix"]),
    .library(name: "ColorCore", targets: ["ColorCore"]),
  ],
  targets: [
    .target(name: "ColorCore"),
    .executableTarget(
      name: "colormix",
      dependencies: ["ColorCore"],
      linkerSettings: [
        // Static and stripped: a smaller file to map makes every call start faster (see README, Speed).
        .unsafeFlags(["-static-executable", "-Xlinker", "-s"], .when(platforms: [.linux], configuration: .release))
      ]
    ),
    .testTarget(name: "ColorCoreTests", dependencies: ["ColorCore"], exclude: ["Fixtures"]),
    .testTarget(name: "colormixTests", dependencies: ["colormix", "ColorCore"]),
  ]
)
