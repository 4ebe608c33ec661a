# syntax=docker/dockerfile:1
# The SRM platform: one image serving the API and the built web app (docs/deployment.md).
#   docker build -t srm-platform .
#   docker run -p 8080:8080 -v srm-data:/data srm-platform           # embedded SQLite under /data
#   docker compose up                                                # PostgreSQL + Redis + two app processes

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- build: every dependency, the web app, then only what runs --------------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# better-sqlite3 compiles its native module when no prebuilt binary matches the platform.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
RUN npm ci
COPY . .
RUN npx vite build --logLevel warn \
 && npm run build:server \
 && npm prune --omit=dev

# ---- runtime: the server built to JavaScript (dist-server/), started by plain node as `npm run serve` --
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    WEB_DIR=/app/dist/web
WORKDIR /app
# Owned by root and read-only to the app user: the server reads its code, schemas and seeds, never writes them.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist-server ./dist-server
COPY --from=build /app/schemas ./schemas
COPY --from=build /app/screens ./screens
COPY --from=build /app/seed ./seed
COPY --from=build /app/dist/web ./dist/web
# DATA_DIR: the SQLite database (when DATABASE_URL is unset) and its startup lock; the only writable path.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 8080
# Ready = the database answers a query and Redis (when configured) answers PING; first start migrates.
HEALTHCHECK --interval=15s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: finish the requests in flight, stop the jobs, close Redis and the database, exit 0.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist-server/main.js"]
