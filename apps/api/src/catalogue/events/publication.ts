import type { FastifyRequest } from 'fastify';
import { notFound } from '../../platform/http/app-error.ts';

/**
 * An unpublished event (issue 28: a new edition, until staff publish it) exists for staff only: for the public,
 * whatever token it sends, it is a 404 with its own message. A published one is every caller's to see.
 */
export async function assertShownTo(request: FastifyRequest, entry: { event: { isPublished: boolean } }): Promise<void> {
  if (entry.event.isPublished) return;
  if ((await request.caller())?.kind !== 'staff') throw notFound('eventNotPublished');
}
