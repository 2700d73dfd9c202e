# KickChips: one image for the whole app (API, game clock and the built web app).
# Build: docker build -t kickchips .    Run: see compose.yaml and docs/deploying.md.
# The first stage builds the web app (Vite) and compiles the server (esbuild, core bundled in) to
# server/dist; the runtime runs that JavaScript with the production dependencies only.

ARG NODE_IMAGE=node:20-bookworm-slim

# 1. Everything installed, the web app built.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY core/package.json core/
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY core core
COPY web web
COPY server server
RUN npm run build

# 2. Production dependencies only (the workspaces' package.json files are what npm ci reads).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY core/package.json core/
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# 3. The runtime: the compiled server, migrations, the built web app; runs as the unprivileged `node` user.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY package.json ./
COPY server/package.json server/
COPY --from=build /app/server/dist server/dist
COPY server/migrations server/migrations
COPY --from=build /app/web/dist web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
WORKDIR /app/server
# SIGTERM stops the server cleanly (and, with WORKERS > 1, every worker first)
CMD ["node", "--enable-source-maps", "dist/main.js"]
