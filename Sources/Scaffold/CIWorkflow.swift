import Basics

/// `.github/workflows/linernotes.yml`, written by `linernotes init` and `linernotes init --ci`: on every push and
/// weekly, install this version's release package (no Swift, no compile), build the site with the cache restored (answers older than 30 days asked again, fetching stopped after
/// 40 minutes so the job ends), then deploy `public/` with GitHub's official Pages actions.
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

        permissions:
          contents: read
          pages: write
          id-token: write

        concurrency:
          group: pages
          cancel-in-progress: false

        env:
          # The linernotes release to install: a Debian 12 package, so no Swift and no compile on each run.
          LINERNOTES_VERSION: "\(LinerNotesVersion.current)"
          LINERNOTES_RELEASES: https://github.com/linernotes/linernotes/releases/download

        jobs:
          build:
            runs-on: ubuntu-latest
            # Debian 12: the release's .deb depends on its packages (libvips, TagLib, cmark…), which apt brings.
            container: debian:12
            timeout-minutes: 60
            steps:
              - uses: actions/checkout@v5

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
            runs-on: ubuntu-latest
            environment:
              name: github-pages
              url: ${{ steps.deployment.outputs.page_url }}
            steps:
              - id: deployment
                uses: actions/deploy-pages@v5

        """
}
