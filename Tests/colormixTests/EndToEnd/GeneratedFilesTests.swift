import Foundation
import Testing

/// The generated sources committed are what `scripts/generate` writes now: its first step
/// (`scripts/generators/catalogs.py`) is run into a temporary folder and each file compared byte for byte. The other
/// generated files have their own checks: the name table its catalogs' digest (`NameTableTests`), the man page
/// `ManPageTests`, the start-up order `scripts/generate --check`.
@Suite struct GeneratedFilesTests {
  let cli = Colormix()

  /// This checkout.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  @Test(.enabled(if: TestPlatform.has("python3"), "python3 is not installed"))
  func theCatalogsTheNameIndexAndTheLinearTableAreUpToDate() {
    let script = Self.root + "/scripts/generators/catalogs.py"
    let generated = cli.run(executable: "/usr/bin/env", ["python3", script, cli.folder])
    #expect(generated.status == 0, "\(generated.stderr)")
    for file in ["Names/CatalogData.swift", "Names/NameIndexData.swift", "Science/SRGBLinearTable.swift"] {
      let committed = FileManager.default.contents(atPath: Self.root + "/Sources/ColorCore/" + file)
      let fresh = FileManager.default.contents(atPath: cli.folder + "/Sources/ColorCore/" + file)
      #expect(fresh != nil)
      #expect(committed == fresh, "Sources/ColorCore/\(file) is out of date: run scripts/generate")
    }
  }
}
