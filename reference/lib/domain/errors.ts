// The platform's error answers. Handlers throw DomainError; Domain.execute turns it into the error body
// {message, parameters?} with the status ErrorProcessor::maskException would give (404 NoSuchEntity, 400 input).

import type { ApiResponse } from '../types.ts';

export class DomainError extends Error {
  readonly status: number;
  readonly parameters: Record<string, unknown> | unknown[] | undefined;
  /** The exception's own message where the answer masks it (what the queue consumer records). */
  exceptionMessage: string | undefined;

  constructor(status: number, message: string, parameters?: Record<string, unknown> | unknown[]) {
    super(message);
    this.status = status;
    this.parameters = parameters;
  }

  toResponse(): ApiResponse {
    const body: Record<string, unknown> = { message: this.message };
    if (this.parameters !== undefined) body.parameters = this.parameters;
    return { status: this.status, body, ...(this.exceptionMessage === undefined ? {} : { exceptionMessage: this.exceptionMessage }) };
  }
}

/** NoSuchEntityException::singleField: 'The entity that was requested doesn't exist...' with field/value. */
export function noSuchEntity(fieldName: string, fieldValue: string | number): DomainError {
  return new DomainError(404, 'No such entity with %fieldName = %fieldValue', { fieldName, fieldValue });
}

/** NoSuchEntityException with a fixed message (the platform's repositories often use their own wording). */
export function notFound(message: string, parameters?: Record<string, unknown> | unknown[]): DomainError {
  return new DomainError(404, message, parameters);
}

/** InputException::requiredField. */
export function requiredField(fieldName: string): DomainError {
  return new DomainError(400, '"%fieldName" is required. Enter and try again.', { fieldName });
}

export function inputError(message: string, parameters?: Record<string, unknown> | unknown[]): DomainError {
  return new DomainError(400, message, parameters);
}

/** Several required body parameters missing: InputException's aggregate, one error each in the method's order (real
 * 2.4.7-p3: {} to POST /V1/products/attribute-sets names attributeSet, then skeletonId). */
export class RequiredFields extends DomainError {
  readonly fieldNames: readonly string[];

  constructor(fieldNames: readonly string[]) {
    super(400, 'One or more input exceptions have occurred.');
    this.fieldNames = fieldNames;
  }

  override toResponse(): ApiResponse {
    return { status: 400, body: { message: this.message, errors: this.fieldNames.map((fieldName) => ({ message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName } })) } };
  }
}

/** The type error the platform's ServiceInputProcessor gives for a value of the wrong type: a list or an object is
 * shown as "array" (PHP's gettype), and a method argument (not a data object's field) is not named (real 2.4.7-p3:
 * skeletonId ["a"] → 'The "array" value's type is invalid. The "int" type was expected. Verify and try again.'). */
export function wrongType(fieldName: string, value: unknown, expected: string, argument = false): DomainError {
  const shown = typeof value === 'string' ? value : value !== null && typeof value === 'object' ? 'array' : JSON.stringify(value);
  const detail = `The "${shown}" value's type is invalid. The "${expected}" type was expected. Verify and try again.`;
  return new DomainError(400, argument ? detail : `Error occurred during "${fieldName}" processing. ${detail}`);
}

/** An uncaught exception as the platform answers it outside developer mode: 500 with a report id, no details;
 * `exception`: the exception's own message, which the queue consumer (masking nothing) records. */
export function internalError(exception?: string): DomainError {
  const error = new DomainError(500, `Internal Error. Details are available in Magento log file. Report ID: webapi-${Math.random().toString(16).slice(2, 15).padEnd(13, '0')}`);
  error.exceptionMessage = exception;
  return error;
}

/** An uncaught exception as the platform answers it in developer mode: its message (an SQL error quotes the query)
 * and the stack trace, in the body. */
export class DeveloperModeError extends DomainError {
  readonly trace: string;

  constructor(message: string, trace: string) {
    super(500, message);
    this.trace = trace;
  }

  override toResponse(): ApiResponse {
    return { status: 500, body: { message: this.message, trace: this.trace } };
  }
}
