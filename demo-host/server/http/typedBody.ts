// Request bodies typed from their TypeBox schema by fastify's TypeBox type provider.
//
// Routes registered in a loop get a generic call C, for which fastify leaves the body's type
// unresolved. A handler that takes `BodyOf<schema of C>` names that same type, so the two
// match without a cast; for each concrete call it is the schema's static type, so every
// handler is checked against its own call's schema.
import type { IncomingMessage } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyRequest, RawServerDefault, RouteGenericInterface } from 'fastify';
import type { TSchema } from 'typebox';

export type BodyOf<S extends TSchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  IncomingMessage,
  { body: S },
  TypeBoxTypeProvider
>['body'];
