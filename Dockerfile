# syntax=docker/dockerfile:1
# Tabib's server and built web app in one image (README "Production"; deploy/compose.yaml tries it).
# Build from the repository root: docker build -t tabib .

# Node 20 as package.json's engines and CI; NODE_VERSION=22 builds on the next LTS.
ARG NODE_VERSION=20

FROM node:${NODE_VERSION}-bookworm-slim AS base
# The README asks for npm 11, the version package-lock.json is written with.
RUN npm install --global npm@11 && npm cache clean --force
WORKDIR /app

# Every dependency (the web build's included), cached while the manifests are unchanged.
FROM base AS deps
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund

# The web app (apps/web/dist) and the server bundle (apps/server/dist), as `npm start` builds them.
FROM deps AS build
# Build-time only: the sign-in page's "Join us" link (README, Settings).
ARG VITE_JOIN_US_URL=https://tabib.dz
ENV VITE_JOIN_US_URL=${VITE_JOIN_US_URL}
COPY tsconfig.base.json ./
COPY scripts scripts
COPY packages/contracts packages/contracts
COPY apps/server apps/server
COPY apps/web apps/web
RUN node scripts/build-web-if-changed.mjs && node apps/server/scripts/build-if-changed.mjs

# The server's production dependencies only (no web libraries, no build tools' install scripts).
FROM base AS prod-deps
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --workspace @tabib/server --include-workspace-root --ignore-scripts --no-audit --no-fund \
  && npm cache clean --force

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
# pg_dump and pg_restore 15 for `admin backup` and `restore` on PostgreSQL (README "Production");
# Chromium and Noto fonts (Arabic included) print the subscription receipts to PDF.
RUN apt-get update \
  && apt-get install --yes --no-install-recommends postgresql-client-15 chromium fonts-noto-core \
  && rm -rf /var/lib/apt/lists/*
# A container has no user namespaces for Chromium's sandbox; it only ever prints our own receipt page.
ENV NODE_ENV=production \
  CHROMIUM_PATH=/usr/bin/chromium \
  CHROMIUM_SANDBOX=false \
  PORT=3000 \
  DATA_DIR=/app/data \
  SEED_DEMO=false
WORKDIR /app
COPY --from=prod-deps /app ./
# Read at run time next to the bundle: the migrations applied at every start, and the error
# messages of the operator command line (node apps/server/dist/admin.js).
COPY apps/server/src/db/migrations apps/server/src/db/migrations
COPY apps/web/src/locales/en/errors.json apps/web/src/locales/en/errors.json
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# The embedded database, or (with DATABASE_URL and S3_BUCKET) nothing but the files kept on disk.
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME ["/app/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/server/dist/server.js"]
