import Engine
import Output

extension BuildPhase {
    /// Where every build starts: what it was asked to do, and where the site goes.
    package struct Started {
        package let options: BuildOptions
        package let mode: SiteBuilder.Mode
        /// Where the site goes and what is kept beside it.
        package let record: OutputRecord
        package let publisher: SitePublisher
        /// What the work outside the render jobs reads of the albums — linking, sizing covers, planning — gathered for
        /// `serve`'s quick rebuild of the next save (`SiteBuilder.quickBuild`); nil outside `serve`.
        package let shapeReads: ReadCollector?
        /// What planning reads of them, apart: a save that changed only fields planning read plans the site again
        /// without loading it again.
        package let planReads: ReadCollector?

        package init(options: BuildOptions, mode: SiteBuilder.Mode) {
            self.options = options
            self.mode = mode
            self.record = OutputRecord(output: options.resolvedOutput)
            var publisher = SitePublisher(output: options.resolvedOutput, work: record.folder, inPlace: options.seams.publishInPlace)
            publisher.exchanges = options.seams.publishExchanges
            publisher.patches = options.seams.publishPatches
            publisher.pause = options.seams.publishPause
            self.publisher = publisher
            self.shapeReads = options.memory.engineMemory != nil && mode == .build ? ReadCollector() : nil
            self.planReads = shapeReads == nil ? nil : ReadCollector()
        }
    }
}
