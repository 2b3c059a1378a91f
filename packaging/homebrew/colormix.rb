class Colormix < Formula
  desc "Command-line color mixer, converter and palette tool"
  homepage "https://github.com/colormix/colormix"
  url "https://github.com/colormix/colormix/archive/refs/tags/v1.0.0.tar.gz"
  # A placeholder: the release job (.github/workflows/ci.yml) attaches this formula to the GitHub release with the
  # tag's url and the sha256 of its source tarball written here.
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  license "Apache-2.0"
  head "https://github.com/colormix/colormix.git", branch: "main"

  depends_on xcode: ["16.0", :build]

  uses_from_macos "swift" => :build

  def install
    # On Linux Swift is a build dependency only, so the binary carries its Swift runtime.
    args = OS.mac? ? [] : ["--static-swift-stdlib"]
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "colormix", *args
    bin.install ".build/release/colormix"
    man1.install "docs/colormix.1"
    generate_completions_from_executable(bin/"colormix", "completions", shells: [:bash, :zsh, :fish])
  end

  test do
    assert_equal "#ff0000\n", shell_output("#{bin}/colormix show red --format hex")
    assert_equal "colormix #{version}\n", shell_output("#{bin}/colormix --version")
  end
end
