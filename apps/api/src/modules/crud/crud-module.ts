import { idParamsSchema, messageSchema, messageWithDataSchema } from '@station/domain';
import { asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';

type Guard = (request: FastifyRequest) => Promise<void>;

export interface CrudDefinition<Row extends Record<string, unknown>, Entity, Input> {
  /** What a person calls one of these, for "… was not found". */
  label: string;
  table: PgTable & { id: PgColumn; createdAt: PgColumn };
  entitySchema: z.ZodType<Entity>;
  inputSchema: z.ZodType<Input>;
  toEntity: (row: Row) => Entity;
  toRow: (input: Input) => Record<string, unknown>;
  nameOf: (row: Row) => string;
  /** Who may read the list; undefined means anyone. */
  readGuard?: (app: FastifyInstance) => Guard;
  writeGuard: (app: FastifyInstance) => Guard;
  /** The spec words some success messages differently per entity. */
  updatedMessage?: (row: Row) => string;
  withGetById?: boolean;
}

/**
 * Programs, satellite entries and Telegram admins are the same shape of resource: a list, an add, an
 * edit and a delete. One definition per entity keeps their behaviour and messages identical.
 */
export function crudRoutes<Row extends Record<string, unknown>, Entity, Input>(
  def: CrudDefinition<Row, Entity, Input>,
) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const db: Db = app.db;
    const table = def.table;
    const write = def.writeGuard(app);
    const read = def.readGuard?.(app);
    const entitySchema = def.entitySchema as z.ZodType;
    const listSchema = entitySchema.array();
    const saved = messageWithDataSchema(entitySchema);

    async function find(id: string): Promise<Row> {
      const [row] = (await db
        .select()
        .from(table as PgTable)
        .where(eq(table.id, id))) as Row[];
      if (!row) throw notFound(def.label);
      return row;
    }

    async function list(): Promise<Entity[]> {
      const rows = (await db
        .select()
        .from(table as PgTable)
        .orderBy(asc(table.createdAt))) as Row[];
      return rows.map(def.toEntity);
    }

    // Public lists are the same for every reader, so they come from the public cache; guarded ones never do.
    api.get(
      '/',
      { ...(read ? { onRequest: read } : {}), schema: { response: { 200: listSchema } } },
      (request, reply) =>
        read
          ? list()
          : app.publicCache.serve(request, reply, `${def.label}:list`, async () => ({ body: await list() })),
    );

    if (def.withGetById) {
      api.get(
        '/:id',
        {
          ...(read ? { onRequest: read } : {}),
          schema: { params: idParamsSchema, response: { 200: entitySchema } },
        },
        (request, reply) =>
          read
            ? find(request.params.id).then(def.toEntity)
            : app.publicCache.serve(
                request,
                reply,
                `${def.label}:${request.params.id.toLowerCase()}`,
                async () => ({
                  body: def.toEntity(await find(request.params.id)),
                }),
              ),
      );
    }

    api.post(
      '/add',
      { onRequest: write, schema: { body: def.inputSchema, response: { 200: saved } } },
      async (request) => {
        const [row] = (await db
          .insert(table)
          .values(def.toRow(request.body as Input) as never)
          .returning()) as Row[];
        return { message: 'Saved Successfully!', data: def.toEntity(row as Row) };
      },
    );

    api.patch(
      '/:id',
      {
        onRequest: write,
        schema: { params: idParamsSchema, body: def.inputSchema, response: { 200: saved } },
      },
      async (request) => {
        const [row] = (await db
          .update(table)
          .set(def.toRow(request.body as Input) as never)
          .where(eq(table.id, request.params.id))
          .returning()) as Row[];
        if (!row) throw notFound(def.label);
        const message = def.updatedMessage?.(row) ?? `${def.nameOf(row)} Updated Successfully!`;
        return { message, data: def.toEntity(row) };
      },
    );

    api.delete(
      '/:id',
      { onRequest: write, schema: { params: idParamsSchema, response: { 200: messageSchema } } },
      async (request) => {
        const [row] = (await db.delete(table).where(eq(table.id, request.params.id)).returning()) as Row[];
        if (!row) throw notFound(def.label);
        return { message: `${def.nameOf(row)} Deleted Successfully!` };
      },
    );
  };
}
