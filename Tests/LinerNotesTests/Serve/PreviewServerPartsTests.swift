import Foundation
import Testing
@testable import Content
@testable import Import
@testable import Mustache
@testable import Rendering
@testable import Serve

/// The parts of `serve` that need no socket: request heads, byte ranges, where the reload script goes.
@Suite("serve: requests, ranges and the reload script")
struct PreviewServerPartsTests {
    @Test("A browser's request head is read; a broken one is refused")
    func requests() throws {
        let request = try PreviewRequest(head: Array("GET /albums/x/index.html?q=caf%C3%A9&b HTTP/1.1\r\nHost: a\r\nAccept: text/html\r\n\r\n".utf8))
        #expect(request.method == "GET")
        #expect(request.path == "/albums/x/index.html")
        #expect(request.queryValue("q") == "café")
        #expect(request.queryValue("b") == "")
        #expect(request.headers["accept"] == "text/html")
        #expect(try PreviewRequest(head: Array("GET http://127.0.0.1:8080/a/ HTTP/1.1\r\n\r\n".utf8)).path == "/a/")
        for broken in ["GET /\r\n\r\n", "GET / HTTP/2\r\n\r\n", "get / HTTP/1.1\r\n\r\n", "GET a HTTP/1.1\r\n\r\n", "GET / HTTP/1.1\r\nNo colon\r\n\r\n"] {
            #expect(throws: PreviewRequest.Problem.malformed, "\(broken)") { try PreviewRequest(head: Array(broken.utf8)) }
        }
    }

    @Test("Byte ranges as audio players send them")
    func ranges() {
        #expect(ByteRange.parse("bytes=0-99", size: 1000) == .part(0..<100))
        #expect(ByteRange.parse("bytes=900-", size: 1000) == .part(900..<1000))
        #expect(ByteRange.parse("bytes=-100", size: 1000) == .part(900..<1000))
        #expect(ByteRange.parse("bytes=990-5000", size: 1000) == .part(990..<1000))
        #expect(ByteRange.parse("bytes=1000-", size: 1000) == .unsatisfiable)
        #expect(ByteRange.parse("bytes=0-1,5-6", size: 1000) == .whole)
        #expect(ByteRange.parse("items=0-1", size: 1000) == .whole)
        #expect(ByteRange.parse("bytes=9-3", size: 1000) == .whole)
    }

    @Test("The script goes before the last </body>, or at the end of a page without one")
    func injection() {
        let page = Array("<html><body><p>&lt;/body&gt; </body> in text</p></body></html>".utf8)
        let injected = String(decoding: LiveReloadScript.inject(into: page, token: "t"), as: UTF8.self)
        #expect(injected == "<html><body><p>&lt;/body&gt; </body> in text</p><script src=\"/__linernotes/live.js\" data-token=\"t\"></script></body></html>")
        #expect(String(decoding: LiveReloadScript.inject(into: Array("<p>x".utf8), token: "t"), as: UTF8.self).hasSuffix("x<script src=\"/__linernotes/live.js\" data-token=\"t\"></script>"))
        #expect(String(decoding: LiveReloadScript.rebase(Array("<html><head><title>".utf8)), as: UTF8.self) == "<html><head><base href=\"/\"><title>")
    }

    @Test("An error of several lines is sent as one event of several data lines")
    func eventLines() {
        #expect(LiveReload.event("failed", "a.md:1: error: x\nerror: y") == "event: failed\ndata: a.md:1: error: x\ndata: error: y\n\n")
    }

    @Test("Content types of what a site publishes")
    func mediaTypes() {
        #expect(MediaType.of("concerts/a/a.ics") == "text/calendar; charset=utf-8")
        #expect(MediaType.of("sitemap.xml") == "application/xml; charset=utf-8")
        #expect(MediaType.of("covers/x.500.WEBP") == "image/webp")
        #expect(MediaType.of("playlists/p/1.flac") == "audio/flac")
        #expect(MediaType.of("playlists/p/1.m4a") == "audio/mp4")
        #expect(MediaType.of("README") == "application/octet-stream")
    }
}
