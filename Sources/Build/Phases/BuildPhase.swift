/// What a build has made so far, one type per point between its steps: each step takes the phase it needs and
/// returns the next, so a step listed before what it reads exists does not compile. Each phase holds the one before
/// it and reads through to it (`planned.options`, `planned.archive`):
/// `Started` → `Locked` → `Fingerprinted` (or `UpToDate`) → `Loaded` → `Themed` → `Enriched` → `CoversSized` →
/// `Planned` → `Staged` → `Published`.
package enum BuildPhase {}
