import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { StaffPermission } from '@messeportal/domain';
import type { Access } from '../auth/plugin.ts';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: { config?: { access?: Access; may?: StaffPermission | 'anyStaff' } } };

/** The area of the API a path belongs to, as the document's groups. */
const tagOf = (url: string) => (url.startsWith('/be/') ? 'back office' : url.startsWith('/fe/') ? 'exhibitor portal' : url.startsWith('/health') || url === '/metrics' ? 'operations' : 'public');

/**
 * Each operation as the Zod schemas that validate it describe it (fastify-type-provider-zod), with who may call
 * it: `x-access` (public, exhibitor or staff, as the route's config says; exhibitor when it says nothing) and
 * the matching bearer security scheme; on staff routes `x-permission`, the right the role needs (`offer:write`).
 */
function describeRoute(input: TransformInput) {
  const { schema, url } = jsonSchemaTransform(input);
  const { access = 'exhibitor', may } = input.route.config ?? {};
  const permission = Array.isArray(may) ? { 'x-permission': may.join(':') } : {};
  return {
    url,
    schema: { ...schema, tags: [tagOf(url)], 'x-access': access, ...permission, security: access === 'public' ? [] : [{ [access]: [] }] },
  };
}

/** Collects every route registered after it into the OpenAPI 3 document; registered before the routes. */
export const openApiPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Messeportal API',
        version: '1',
        description:
          'Exhibitor portal, stand configurator and back office of a trade fair. Every call takes `?lang=de-DE|en-US`; errors are `{ success: false, errors: [{ property, message }] }` in that language.',
      },
      components: {
        securitySchemes: {
          exhibitor: { type: 'http', scheme: 'bearer', description: 'token of `POST /fe/login_check`' },
          staff: { type: 'http', scheme: 'bearer', description: 'token of `POST /be/login_check`' },
        },
      },
    },
    transform: describeRoute as never,
  });
});

/** The document at /docs/openapi.json and a reference page at /docs, both public. */
export const docsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: 'public' };
  });
  app.get('/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, { routePrefix: '/docs' });
};
