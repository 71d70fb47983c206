import type { FastifyReply, FastifyRequest } from "fastify";
import type { components, operations } from "../../shared/contract/schema.gen";
import type { AppContext } from "../context";
import type { Session } from "./session";

/** Types of the contract, named for the server (generated, never written by hand). */
export type Schemas = components["schemas"];
export type OperationId = keyof operations;

type Json<T> = T extends { content: { "application/json": infer Body } } ? Body : never;
type SuccessResponse<R> = R extends { 200: infer A } ? A : R extends { 201: infer B } ? B : never;

export type QueryOf<K extends OperationId> = NonNullable<operations[K]["parameters"]["query"]>;
export type ParamsOf<K extends OperationId> = NonNullable<operations[K]["parameters"]["path"]>;
export type BodyOf<K extends OperationId> = Json<NonNullable<operations[K]["requestBody"]>>;
/** A download (a chat file's image, pdf or Word type): the handler sets its headers and answers the bytes. */
type Bytes<T> = T extends { content: infer Content }
  ? [Exclude<keyof Content, "application/json" | "text/event-stream">] extends [never]
    ? never
    : Buffer
  : never;
/** An event stream: the handler takes the reply over (server/http/eventStreams.ts), answering nothing. */
type Streamed<T> = T extends { content: { "text/event-stream": unknown } } ? undefined : never;
type SuccessBody<R> =
  Json<SuccessResponse<R>> | Bytes<SuccessResponse<R>> | Streamed<SuccessResponse<R>>;
/** The success body, or undefined for operations that answer 204. */
export type ResultOf<K extends OperationId> = [SuccessBody<operations[K]["responses"]>] extends [
  never,
]
  ? undefined
  : SuccessBody<operations[K]["responses"]>;

/** What a handler gets: the validated input, the caller's session and the app's services. */
export interface HandlerInput<K extends OperationId> {
  query: QueryOf<K>;
  params: ParamsOf<K>;
  body: BodyOf<K>;
  /** Null on public operations and optional-session operations called without a token. */
  session: Session | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<K extends OperationId> = (input: HandlerInput<K>) => Promise<ResultOf<K>>;

/** One handler per operationId of a module. */
export type HandlerMap<K extends OperationId> = { [Id in K]: Handler<Id> };

export type ModuleHandlers<K extends OperationId> = (context: AppContext) => HandlerMap<K>;
