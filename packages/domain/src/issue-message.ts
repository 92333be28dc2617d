import type { Lang } from './lang.ts';
import { isMessageCode, translate } from './messages/index.ts';

/** The parts of a Zod issue the message depends on (a Zod issue or its Fastify validation wrapper). */
export interface IssueLike {
  code?: string;
  message?: string;
  input?: unknown;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  /** Placeholders of a custom issue's message ({digits}, {host} …). */
  params?: Record<string, unknown>;
}

/** A translated message for one validation issue: the schema's own message code first, then by issue kind. */
export function issueMessage(issue: IssueLike, lang: Lang): string {
  const params = {
    min: Number(issue.minimum ?? 0),
    max: Number(issue.maximum ?? 0),
    ...(issue.params as Record<string, string | number> | undefined),
  };
  if (isMessageCode(issue.message)) return translate(issue.message, lang, params);
  const isText = issue.origin === 'string';
  switch (issue.code) {
    case 'invalid_type':
      return translate(issue.input === undefined || issue.input === null ? 'required' : 'invalidType', lang);
    case 'too_small':
      return translate(isText ? (params.min === 1 ? 'required' : 'tooShort') : 'tooSmall', lang, params);
    case 'too_big':
      return translate(isText ? 'tooLong' : 'tooBig', lang, params);
    case 'invalid_format':
      return translate(issue.format === 'email' ? 'email' : 'invalidValue', lang);
    case 'unrecognized_keys':
      return translate('unknownField', lang);
    case 'invalid_value':
    case 'invalid_union':
      return translate('invalidValue', lang);
    default:
      return translate('fallback', lang);
  }
}
