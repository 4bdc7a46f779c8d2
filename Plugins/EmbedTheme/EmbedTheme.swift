import Foundation
import PackagePlugin

/// Embeds the default theme (the package's `Templates/` folder) into the library,
/// so an installed `linernotes` binary renders sites without the source checkout.
@main
struct EmbedTheme: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let themeDirectory = context.package.directoryURL.appending(path: "Templates")
        let output = context.pluginWorkDirectoryURL.appending(path: "DefaultTheme+Embedded.swift")
        let files = FileManager.default.enumerator(at: themeDirectory, includingPropertiesForKeys: [.isRegularFileKey])?
            .compactMap { $0 as? URL }
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            ?? []
        return [
            .buildCommand(
                displayName: "Embedding the default theme from Templates/",
                executable: try context.tool(named: "ThemeEmbedder").url,
                arguments: [themeDirectory.path, output.path],
                inputFiles: files + [themeDirectory],
                outputFiles: [output]
            )
        ]
    }
}
