import Basics

/// `.github/workflows/linernotes.yml`, written by `linernotes init` and `linernotes init --ci`: on the schedule (and
/// by hand) first `linernotes sync` when site.yml names collections to sync, committing what it created or changed
/// back; then, on every push too, install this version's release package (no Swift, no compile), build the site with
/// the cache restored (answers older than 30 days asked again, fetching stopped after 40 minutes so the job ends), and
/// deploy `public/` with GitHub's official Pages actions. Each job has only the permissions it needs.
enum CIWorkflow {
    package static let path = ".github/workflows/linernotes.yml"

    package static let text = """
        # Builds the site and publishes it on GitHub Pages: on every push, and every Monday so that fetched data
        # stays fresh. Turn Pages on in the repository's settings (Pages → Source: GitHub Actions).
        name: Build and publish the site

        on:
          push:
            branches: [main]
          schedule:
            - cron: "23 5 * * 1"
          workflow_dispatch:

        # Nothing by default; each job says what it needs.
        permissions: {}

        concurrency:
          group: pages
          cancel-in-progress: false

        env:
          # The linernotes release to install: a Debian 12 package, so no Swift and no compile on each run.
          LINERNOTES_VERSION: "\(LinerNotesVersion.current)"
          LINERNOTES_RELEASES: https://github.com/linernotes/linernotes/releases/download

        jobs:
          sync:
            # The collections site.yml's `sync:` names (Discogs, MusicBrainz), brought in before the weekly build and
            # committed back, so the repository stays the archive of record. A sync with nothing new commits nothing.
            if: github.event_name != 'push'
            runs-on: ubuntu-latest
            container: debian:12
            timeout-minutes: 30
            permissions:
              contents: write
            steps:
              - name: Install linernotes and git
                run: |
                  apt-get update -qq
                  apt-get install -y -qq curl ca-certificates git
                  deb="linernotes_${LINERNOTES_VERSION}_amd64.deb"
                  curl -fsSL --retry 3 -o "/tmp/$deb" "$LINERNOTES_RELEASES/v$LINERNOTES_VERSION/$deb"
                  apt-get install -y -qq "/tmp/$deb"

              # With git installed first, the checkout is a repository the sync can commit to and push from.
              - uses: actions/checkout@v5

              - name: Sync the collections
                env:
                  # A private Discogs collection needs its owner's token: add it as a repository secret.
                  DISCOGS_TOKEN: ${{ secrets.DISCOGS_TOKEN }}
                run: |
                  if ! grep -q '^sync:' content/site.yml; then echo "site.yml has no sync:, nothing to sync"; exit 0; fi
                  # A collection that fails after another synced: what was written is committed, then the step fails.
                  rc=0
                  linernotes sync --commit-message /tmp/sync-message || rc=$?
                  git config --global --add safe.directory "$GITHUB_WORKSPACE"
                  git add content
                  [ ! -d .linernotes ] || git add .linernotes
                  # What the sync created or changed, and its record of the collection; nothing new, no commit.
                  if ! git diff --cached --quiet; then
                    [ -f /tmp/sync-message ] || echo "Sync: the record of the collection" >/tmp/sync-message
                    git config user.name "linernotes sync"
                    git config user.email "41898282+github-actions[bot]@users.noreply.github.com"
                    git commit -q -F /tmp/sync-message
                    git pull -q --rebase
                    git push -q
                  fi
                  exit "$rc"

          build:
            needs: sync
            # After the sync, from the branch as it now is; on a push (no sync), and when the sync failed (Discogs
            # down), with what the repository holds.
            if: ${{ !cancelled() }}
            runs-on: ubuntu-latest
            # Debian 12: the release's .deb depends on its packages (libvips, TagLib, cmark…), which apt brings.
            container: debian:12
            timeout-minutes: 60
            permissions:
              contents: read
            steps:
              - uses: actions/checkout@v5
                with:
                  ref: ${{ github.ref }}

              - name: Install linernotes
                run: |
                  apt-get update -qq
                  apt-get install -y -qq curl ca-certificates
                  deb="linernotes_${LINERNOTES_VERSION}_amd64.deb"
                  curl -fsSL --retry 3 -o "/tmp/$deb" "$LINERNOTES_RELEASES/v$LINERNOTES_VERSION/$deb"
                  apt-get install -y -qq "/tmp/$deb"
                  linernotes --version
                  # To build a pinned commit instead, use `container: swift:6.3-bookworm` and, in place of the above:
                  #   apt-get install -y -qq libcmark-dev libssl-dev libtag1-dev libvips-dev libcurl4-openssl-dev pkg-config git
                  #   git clone https://github.com/linernotes/linernotes.git /tmp/linernotes
                  #   git -C /tmp/linernotes checkout <commit>
                  #   swift build -c release --package-path /tmp/linernotes --product linernotes
                  #   cp /tmp/linernotes/.build/release/linernotes /usr/local/bin/

              # Everything fetched is kept between runs. (Or commit cache/ to the repository instead and drop
              # this step and the save step below: then every clone builds offline too.)
              - name: Restore the cache
                uses: actions/cache/restore@v5
                with:
                  path: cache
                  key: linernotes-cache-${{ github.run_id }}
                  restore-keys: linernotes-cache-

              - name: Build the site
                # --fetch-budget: a first fetch of a large collection takes hours; each run goes on from the last.
                run: linernotes build --refresh-older-than 30d --fetch-budget 40m

              - name: Save the cache
                if: always()
                uses: actions/cache/save@v5
                with:
                  path: cache
                  key: linernotes-cache-${{ github.run_id }}

              - uses: actions/upload-pages-artifact@v4
                with:
                  path: public

          deploy:
            needs: build
            # The build's own result: a skipped sync (every push) must not skip the deploy.
            if: ${{ !cancelled() && needs.build.result == 'success' }}
            runs-on: ubuntu-latest
            permissions:
              pages: write
              id-token: write
            environment:
              name: github-pages
              url: ${{ steps.deployment.outputs.page_url }}
            steps:
              - id: deployment
                uses: actions/deploy-pages@v5

        """
}
