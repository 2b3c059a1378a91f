import ColorCore

// Everything happens inside `Frontend.main()` rather than at top level, where Swift 6 would make each global
// main-actor isolated and check the executor on every access.
Platform.exit(Frontend.main())
