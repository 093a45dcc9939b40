/**
 * The legacy `/api/v1` REST shim: thin handlers over the same domain services GraphQL uses.
 * Conventions (status codes, error shapes) are in rest-routes.md and http-errors.ts.
 */
import { Hono } from "hono";
import { bearerToken, resolveStaffActor } from "../../auth/actor.js";
import type { Deps } from "../../deps.js";
import { accountsRoutes } from "./accounts.routes.js";
import { oidcRoutes } from "./oidc.routes.js";
import { companyRoutes } from "./company.routes.js";
import { profileRoutes } from "./profile.routes.js";
import { teamRoutes } from "./team.routes.js";
import { materialsRoutes } from "./materials.routes.js";
import { walkthroughsRoutes } from "./walkthroughs.routes.js";
import { uploadsRoutes } from "./uploads.routes.js";
import { libraryRoutes } from "./library.routes.js";
import { errorResponse } from "./http-errors.js";
import { openApiDocument, type RestEnv } from "./registry.js";

/** Every resource's routes; later features add theirs here. */
const resources = [accountsRoutes, teamRoutes, profileRoutes, companyRoutes, oidcRoutes, walkthroughsRoutes, materialsRoutes, uploadsRoutes, libraryRoutes];

export function createRestApi(deps: Deps): Hono<RestEnv> {
  const app = new Hono<RestEnv>().basePath("/api/v1");
  app.use(async (c, next) => {
    c.set("deps", deps);
    c.set("ip", (c.env as { ip?: string } | undefined)?.ip ?? "unknown");
    c.set("actor", await resolveStaffActor(deps.prisma, bearerToken(c.req.header("authorization"))));
    await next();
  });
  for (const register of resources) register(app);
  app.get("/openapi.json", (c) => c.json(openApiDocument()));
  app.notFound((c) => c.json({ error: "No such route." }, 404));
  app.onError((err, c) => errorResponse(c, err, deps.logger.error));
  return app;
}
