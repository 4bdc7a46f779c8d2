"""Discogs' collection API for the journey, on loopback inside the root: brotherlogic's recorded collection page
(Tests/LinerNotesTests/Fixtures/discogs-collection/collection-page-32.json, 4 records) served as Discogs serves a
collection, 100 a page. Until the file named by the third argument exists, the last record is not there yet (bought
later); then it is. The wantlist is the same user's recorded last page of wants (wants-page-3.json, 86 wants) and the
record bought later, wanted until then and still on the list after (Discogs leaves it there).
Usage: python3 discogs-stand-in.py PAGE_JSON WANTS_JSON PORT_FILE BOUGHT_FILE"""
import http.server, json, os, sys

page, wants_page, port_file, bought = sys.argv[1:5]
records = json.load(open(page))["releases"]
later = records[-1]
wants = json.load(open(wants_page))["wants"] + [{
    "id": later["id"], "rating": 0, "notes": "", "date_added": "2016-11-01T10:00:00-08:00",
    "basic_information": later["basic_information"]}]


class StandIn(http.server.BaseHTTPRequestHandler):
    def answer(self, status, body):
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("X-Discogs-Ratelimit", "25")
        self.send_header("X-Discogs-Ratelimit-Remaining", "24")
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        path = self.path.split("?")[0]
        if not path.startswith("/discogs/users/brotherlogic/"):
            return self.answer(404, {"message": "User does not exist or may have been deleted."})
        if path.endswith("/collection/folders"):
            return self.answer(200, {"folders": [{"id": 0, "name": "All", "count": len(records)}]})
        if path.endswith("/collection/fields"):
            return self.answer(200, {"fields": [{"id": 1, "name": "Media Condition"}, {"id": 2, "name": "Sleeve Condition"}, {"id": 3, "name": "Notes"}]})
        if path.endswith("/collection/folders/0/releases"):
            owned = records if os.path.exists(bought) else records[:-1]
            return self.answer(200, {"pagination": {"page": 1, "pages": 1, "per_page": 100, "items": len(owned), "urls": {}}, "releases": owned})
        if path.endswith("/wants"):
            return self.answer(200, {"pagination": {"page": 1, "pages": 1, "per_page": 100, "items": len(wants), "urls": {}}, "wants": wants})
        return self.answer(404, {"message": "The requested resource was not found."})

    def log_message(self, *args):
        pass


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), StandIn)
open(port_file, "w").write(str(server.server_port))
server.serve_forever()
