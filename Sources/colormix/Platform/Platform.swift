// The one file of the executable that imports the C library (isatty, the signal numbers, exit); see
// docs/platforms.md. The platform functions the executable calls are ColorCore's and ColorTerminal's `Platform`.
#if canImport(Glibc)
  @preconcurrency @_exported import Glibc
#elseif canImport(Musl)
  @preconcurrency @_exported import Musl
#elseif canImport(Darwin)
  @preconcurrency @_exported import Darwin
#else
  #error("colormix needs a POSIX C library: Glibc, Musl or Darwin")
#endif
