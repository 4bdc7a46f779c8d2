import Basics
import Model

/// The build's one note when tracks name audio files (`file:`) and site.yml does not say `publish_audio:`: the audio is
/// not on the site, the owner should hear so once, with what publishing it would add and the key that does it.
enum UnpublishedAudio {
    static func note(_ archive: Archive) -> Diagnostic? {
        guard archive.config.publishAudio == nil else { return nil }
        let present = archive.albums.flatMap { $0.tracks.compactMap(\.file) } + archive.playlists.flatMap { playlist in
            playlist.items.compactMap { item -> String? in
                if case .file(let path?, _, _) = item { return path }
                return nil
            }
        }
        // Only the types browsers play are ever published (a WMA is listed, never copied).
        let plays = { (path: String) in AudioFormat(path: path)?.playsInBrowsers == true }
        let playable = present.filter(plays)
        let absent = archive.absentAudioFiles.filter(plays).count
        let total = playable.count + absent
        guard total > 0 else { return nil }
        let size = ByteSize.ofFiles(playable)
        let missing = absent < total ? "\(absent) absent" : total == 1 ? "absent" : "all absent"
        let amount = [playable.isEmpty ? nil : "\(size)", absent > 0 ? missing : nil].compactMap { $0 }.joined(separator: "; ")
        let (names, they, them) = total == 1
            ? ("1 track names an audio file", "it is", "it") : ("\(total) tracks name audio files", "they are", "them")
        return Diagnostic(
            .note, file: "content/site.yml",
            "\(names) (\(amount)); \(they) not published: set publish_audio: true in content/site.yml to publish \(them), "
                + "or publish_audio: false to keep \(them) off the site without this note")
    }
}
