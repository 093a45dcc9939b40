/** Reading request bodies safely: malformed JSON is a 400 with a message, not a crash. */
import type { Context } from "hono";
import { BadRequestError } from "./http-errors.js";

export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadRequestError("Malformed JSON in request body.");
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) throw new BadRequestError("The request body must be a JSON object.");
  return value as Record<string, unknown>;
}

/** Multipart or urlencoded form fields and files. */
export async function formBody(c: Context): Promise<Record<string, string | File>> {
  try {
    return (await c.req.parseBody()) as Record<string, string | File>;
  } catch {
    throw new BadRequestError("Malformed form data in request body.");
  }
}

/** JSON or multipart, whichever the request sent (PUT /profile accepts both). */
export async function anyBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header("content-type") ?? "";
  if (type.includes("multipart/form-data") || type.includes("application/x-www-form-urlencoded")) return formBody(c);
  return jsonBody(c);
}
