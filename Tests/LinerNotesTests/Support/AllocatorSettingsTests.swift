import Testing
@testable import Basics

@Suite("The allocator's setting for a build")
struct AllocatorSettingsTests {
    @Test("glibc takes the fixed threshold for mapped blocks (a build's large arrays go back to the system when freed)")
    func thresholdIsTaken() {
        #if canImport(Glibc)
        #expect(AllocatorSettings.apply())
        #endif
    }
}
