/** REST: the caller's company, workspace name and company images (rest-routes.md "Company, workspace, team"). */
import type { Hono } from 'hono';
import { z } from 'zod';
import { ValidationError } from '../../lib/errors.js';
import { companies, parseWorkspaceName, websiteHost } from '../../modules/companies/index.js';
import { companyDto } from './dto.js';
import { withRestFieldNames } from './http-errors.js';
import { type RestContext, type RestEnv, route } from './registry.js';
import { checkedBy, imageFile, orError } from './wire-fields.js';

/** Service field names → the names the legacy client sent. */
const restFieldNames: Record<string, string> = { name: 'company_name', size: 'company_size' };
const companyField = (field: string) => restFieldNames[field] ?? field;

type ImageHandler = (c: RestContext, image: unknown) => Promise<{ image_url: string }>;

/**
 * What POST /uploads does per image_type. Material images (thumbnail, logo, cover) belong to a
 * material: they are added here by the materials feature, or sent to /uploads/learning_material/{slug}.
 */
export const imageTypeHandlers: Record<string, ImageHandler> = {
  company_logo: async (c, image) => ({ image_url: (await companies.uploadCompanyImage(c.var.deps, c.var.actor, 'LOGO', image, 'image')).imageUrl }),
  favicon: async (c, image) => ({ image_url: (await companies.uploadCompanyImage(c.var.deps, c.var.actor, 'FAVICON', image, 'image')).imageUrl }),
};

const MATERIAL_IMAGE_TYPES = ['walkthrough_thumbnail', 'walkthrough_logo', 'cover'];

export function companyRoutes(app: Hono<RestEnv>) {
  route(
    app,
    {
      method: 'get',
      path: '/company',
      tag: 'Company',
      summary: "The caller's company",
      auth: 'staff',
      responses: { 200: '{ id, name, slug, company_name, website, company_logo_url, favicon_url, domain, company_size, domains }', 403: 'no company yet' },
    },
    async (c) => c.json(companyDto(await companies.getCompany(c.var.deps, c.var.actor))),
  );

  route(
    app,
    {
      method: 'put',
      path: '/company',
      tag: 'Company',
      summary: 'Update the company; during onboarding (no company yet) { company_name, website } creates it',
      auth: 'staff',
      body: z.object({
        company_name: z.string().optional(),
        website: z.string().optional(),
        domain: z.string().optional(),
        company_size: z.string().optional(),
      }),
      responses: { 200: '{ data: company, message, domain? }', 403: 'role may not update the company', 422: '{ error, errors? }' },
    },
    async (c, body) => {
      // `{ domain }` (onboarding "company details") is the website's host.
      const website = body.website !== undefined ? body.website : body.domain;
      const { deps, actor } = c.var;
      const result = await withRestFieldNames(
        actor && !actor.companyId && body.company_name !== undefined
          ? companies.saveOnboardingCompany(deps, actor, { name: body.company_name, website })
          : companies.updateCompany(deps, actor, { name: body.company_name, website, size: body.company_size }),
        companyField,
      );
      // The id comes from the service, which took it from the session (or the company it just created).
      const company = await companies.companyWithDomains(deps, result.companyId);
      const data = companyDto(company);
      return c.json({ data, message: result.message, ...(website !== undefined ? { domain: websiteHost(company.website) } : {}) });
    },
  );

  route(
    app,
    {
      method: 'put',
      path: '/company/workspace_name',
      tag: 'Company',
      summary: 'Rename the workspace (URL slug); the old name keeps working as an alias',
      auth: 'staff',
      permission: 'company.update',
      body: z.object({
        workspace_name: checkedBy(orError(parseWorkspaceName), { type: 'string', description: 'letters, digits, "_" and "-"; 2–50 characters' }),
      }),
      responses: { 200: '{ message, workspace_name }', 403: 'role may not rename', 422: '{ error }' },
    },
    async (c, body) => {
      const result = await companies.renameWorkspace(c.var.deps, c.var.actor, { workspaceName: body.workspace_name });
      return c.json({ message: result.message, workspace_name: result.workspaceName });
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/uploads',
      tag: 'Uploads',
      summary: 'Upload an image by image_type (company_logo, favicon)',
      auth: 'staff',
      multipart: true,
      body: z.object({ image: imageFile, image_type: z.string().min(1) }),
      responses: { 200: '{ image_url }', 403: 'role may not change it', 413: 'over 15 MB', 415: 'not JPG/PNG/GIF', 422: '{ error, errors? }' },
    },
    async (c, body) => {
      const imageType = body.image_type.trim();
      const handler = Object.hasOwn(imageTypeHandlers, imageType) ? imageTypeHandlers[imageType] : undefined;
      if (!handler) {
        if (MATERIAL_IMAGE_TYPES.includes(imageType)) {
          throw new ValidationError(`A ${imageType} image belongs to a learning material: upload it with POST /api/v1/uploads/learning_material/{slug}.`);
        }
        const known = Object.keys(imageTypeHandlers).join(', ');
        throw new ValidationError(`image_type must be one of: ${known}.`, { image_type: ['is not included in the list'] });
      }
      return c.json(await handler(c, body.image));
    },
  );
}
