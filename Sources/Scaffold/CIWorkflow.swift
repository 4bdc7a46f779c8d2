/// `.github/workflows/linernotes.yml`, written by `linernotes init` and `linernotes init --ci`: on every push and
/// weekly, build the site with the cache restored (answers older than 30 days asked again, fetching stopped after
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
          # Where linernotes is built from; pin a tag or commit for reproducible builds.
          LINERNOTES_GIT: https://github.com/linernotes/linernotes.git
          LINERNOTES_REF: main

        jobs:
          build:
            runs-on: ubuntu-latest
            container: swift:6.1-bookworm
            timeout-minutes: 60
            steps:
              - uses: actions/checkout@v5

              - name: Install what linernotes needs
                run: |
                  apt-get update -qq
                  apt-get install -y -qq libcmark-dev libssl-dev libtag1-dev libvips-dev pkg-config git

              - name: Build linernotes
                run: |
                  git clone --depth 1 --branch "$LINERNOTES_REF" "$LINERNOTES_GIT" /tmp/linernotes
                  swift build -c release --package-path /tmp/linernotes --product linernotes
                  cp /tmp/linernotes/.build/release/linernotes /usr/local/bin/

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
