/** The one error shape on the wire: `{ "error": { code, message, issues? } }`. */
export const ERROR_CODES = ['VALIDATION', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED', 'INTERNAL', 'UNAVAILABLE'] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface FieldIssue {
  /** Dotted path of the field, e.g. `email` or `positions_played.0`. */
  path: string;
  message: string;
}

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; issues?: FieldIssue[]; detail?: unknown };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && 'message' in error && 'code' in error;
}
