import type { ServerMessageCode as MessageCode } from '@messeportal/domain';

/** A field's error: a message code translated when answering, or a message already in the caller's language. */
export type FieldError =
  | { property: string; code: MessageCode; params?: Record<string, string | number> }
  | { property: string; message: string };

/** An expected failure with its HTTP status; the error handler translates it into the caller's language. */
export class AppError extends Error {
  readonly fields: FieldError[];

  constructor(
    readonly statusCode: number,
    code: MessageCode,
    options: { property?: string; params?: Record<string, string | number>; fields?: FieldError[] } = {},
  ) {
    super(code);
    this.fields = options.fields ?? [{ property: options.property ?? '', code, params: options.params }];
  }
}

export const notFound = (code: MessageCode = 'notFound', property = 'id') => new AppError(404, code, { property });
export const unauthorized = () => new AppError(401, 'unauthorized');
export const forbidden = () => new AppError(403, 'forbidden');
