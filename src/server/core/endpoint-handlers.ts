import type {
  BinaryPayload,
  EndpointBody,
  EndpointDefinition,
  EndpointGroup,
  EndpointParams,
  EndpointQuery,
  EndpointResponseInput,
  EndpointSuccessStatus,
  FailureStatus,
  SuccessStatus,
} from '@shared/api/endpoint';
import type { Language } from '@shared/i18n/languages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RequestAuth } from './request-auth';

/** The caller as the endpoint's access rule guarantees it: always known, maybe known, or not asked. */
type AuthFor<E extends EndpointDefinition> = E['access']['kind'] extends 'public'
  ? undefined
  : E['access']['kind'] extends 'optional-session'
    ? RequestAuth | undefined
    : RequestAuth;

/** What a handler gets: validated input, the caller, the negotiated language, and the raw pair. */
export interface EndpointContext<E extends EndpointDefinition> {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  auth: AuthFor<E>;
  /** From Accept-Language: the language of the texts the server writes into this response. */
  language: Language;
  request: FastifyRequest;
  reply: FastifyReply;
}

const statusReplyTag = Symbol('statusReply');

/**
 * A success body for a status other than the endpoint's first one (e.g. 200 for a duplicate
 * upload), or a body the endpoint declares for a failure status (`failureResponses`).
 */
export interface StatusReply<Status extends SuccessStatus | FailureStatus, Body> {
  readonly [statusReplyTag]: true;
  readonly status: Status;
  readonly body: Body;
}

export function withStatus<Status extends SuccessStatus | FailureStatus, Body>(
  status: Status,
  body: Body,
): StatusReply<Status, Body> {
  return { [statusReplyTag]: true, status, body };
}

export function isStatusReply(value: unknown): value is StatusReply<SuccessStatus | FailureStatus, unknown> {
  return typeof value === 'object' && value !== null && statusReplyTag in value;
}

/** The lowest declared success status: what a plain return value is sent with. */
export type DefaultStatus<E extends EndpointDefinition> =
  200 extends EndpointSuccessStatus<E>
    ? 200
    : 201 extends EndpointSuccessStatus<E>
      ? 201
      : 202 extends EndpointSuccessStatus<E>
        ? 202
        : 204 extends EndpointSuccessStatus<E>
          ? 204
          : 302;

export function defaultStatusOf(endpoint: EndpointDefinition): SuccessStatus {
  const statuses = Object.keys(endpoint.responses).map(Number) as SuccessStatus[];
  return Math.min(...statuses) as SuccessStatus;
}

/** A redirect is sent through the reply (`reply.redirect(...)`), which the handler returns. */
type BodyFor<E extends EndpointDefinition, Status extends SuccessStatus> = Status extends 204
  ? null | undefined
  : Status extends 302
    ? FastifyReply
    : EndpointResponseInput<E, Status> extends BinaryPayload
      ? FastifyReply
      : EndpointResponseInput<E, Status>;

/** The failure statuses an endpoint answers with a body of its own. */
type DeclaredFailureStatus<E extends EndpointDefinition> = Extract<
  keyof NonNullable<E['failureResponses']>,
  FailureStatus
>;

type FailureReply<E extends EndpointDefinition> = {
  [Status in DeclaredFailureStatus<E>]: StatusReply<
    Status,
    z.input<NonNullable<NonNullable<E['failureResponses']>[Status]>>
  >;
}[DeclaredFailureStatus<E>];

export type EndpointResult<E extends EndpointDefinition> =
  | BodyFor<E, DefaultStatus<E>>
  | {
      [Status in EndpointSuccessStatus<E>]: StatusReply<Status, BodyFor<E, Status>>;
    }[EndpointSuccessStatus<E>]
  | FailureReply<E>;

export type EndpointHandler<E extends EndpointDefinition> = (
  context: EndpointContext<E>,
) => Promise<EndpointResult<E>>;

/** One handler per endpoint of a group: the compiler names any endpoint left without one. */
export type GroupHandlers<Group extends EndpointGroup> = {
  [Name in keyof Group]: EndpointHandler<Group[Name]>;
};

export type ApiContract = Record<string, EndpointGroup>;

export type ContractHandlers<Contract extends ApiContract> = {
  [GroupName in keyof Contract]: GroupHandlers<Contract[GroupName]>;
};
