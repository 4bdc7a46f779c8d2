#!/usr/bin/env python3
"""A loopback server that answers every JSON request of the music web in one hostile way, for bench/hostile-servers.

Usage: hostile-server.py MODE PORT_FILE
Modes: gzip-bomb (1 MB of gzip inflating to 1 GiB), drip (a body of one byte every 5 s), redirect-loop (each answer a
redirect to a new URL), huge (50 MB with no Content-Length), null-shape (every value null). Images get a 404.
Listens on seven free ports of 127.0.0.1, one per source (as each service is its own host), writes them to PORT_FILE
(one a line), counts the answers it gave in PORT_FILE.count, and stops by itself after 120 s.
"""
import http.server, os, socketserver, sys, threading, time, zlib

MODE, PORT_FILE = sys.argv[1], sys.argv[2]
answers = 0
lock = threading.Lock()


def bomb():
    """1 GiB of zeros, gzip-compressed (about 1 MB), made once and kept beside the port file."""
    path = os.path.join(os.path.dirname(PORT_FILE), "bomb.gz")
    if not os.path.exists(path):
        compressor = zlib.compressobj(9, zlib.DEFLATED, 31)
        chunk = bytes(1 << 20)
        with open(path, "wb") as out:
            for _ in range(1024):
                out.write(compressor.compress(chunk))
            out.write(compressor.flush())
    with open(path, "rb") as f:
        return f.read()


BOMB = bomb() if MODE == "gzip-bomb" else b""
# Every key the clients read as an object or a list, each null.
NULLS = (b'{"releases": null, "release-groups": null, "media": null, "release-group": null, "artist-credit": null,'
         b' "results": null, "resultCount": null, "images": null, "query": null, "titles": null, "content_urls": null,'
         b' "similarartists": null, "toptags": null, "type": null, "title": null, "extract": null}')


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_GET(self):
        global answers
        with lock:
            answers += 1
            with open(PORT_FILE + ".count", "w") as f:
                f.write(str(answers))
        if self.path.startswith("/img"):
            self.send_response(404)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        try:
            getattr(self, MODE.replace("-", "_"))()
        except (BrokenPipeError, ConnectionResetError):
            pass

    def gzip_bomb(self):
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(BOMB)))
        self.end_headers()
        self.wfile.write(BOMB)

    def drip(self):
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", "100000")
        self.end_headers()
        for _ in range(30):  # at most 150 s
            self.wfile.write(b" ")
            self.wfile.flush()
            time.sleep(5)

    def redirect_loop(self):
        self.send_response(302)
        self.send_header("Location", f"/loop/{answers}{self.path}")
        self.send_header("Content-Length", "0")
        self.end_headers()

    def huge(self):
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Connection", "close")
        self.end_headers()
        chunk = b"[" + b"0," * (1 << 19)
        sent = 0
        while sent < 50_000_000:
            self.wfile.write(chunk)
            sent += len(chunk)
        self.close_connection = True

    def null_shape(self):
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(NULLS)))
        self.end_headers()
        self.wfile.write(NULLS)


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        pass  # a client hanging up mid-answer is what these answers are for


servers = [Server(("127.0.0.1", 0), Handler) for _ in range(7)]
with open(PORT_FILE + ".tmp", "w") as f:
    f.write("".join(f"{server.server_address[1]}\n" for server in servers))
os.rename(PORT_FILE + ".tmp", PORT_FILE)
for server in servers:
    threading.Timer(120, server.shutdown).start()
    threading.Thread(target=server.serve_forever, daemon=True).start()
time.sleep(121)
