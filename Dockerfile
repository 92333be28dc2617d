# The Messeportal server: API and the built web app in one image, run as a non-root user.
# Build: docker build -t messeportal .   Run: see compose.yaml and the README's "Production".

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules node_modules
COPY --from=build --chown=node:node /app/packages/domain packages/domain
COPY --from=build --chown=node:node /app/apps/api apps/api
COPY --from=build --chown=node:node /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# Migrations run on start, under a PostgreSQL advisory lock, so several containers may start together.
CMD ["node", "--import", "tsx", "apps/api/src/server.ts"]
