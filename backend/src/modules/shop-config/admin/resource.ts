import type { Type } from '@nestjs/common';
import type { AdminListRequest } from '../../../common/http/admin-list-query';

/**
 * A shop-configuration resource of the back office: "one service per resource, two doors".
 *
 * HOW TO ADD A RESOURCE (see docs/decisions/2026-11-25-shop-config-resources.md):
 * 1. `admin/<resource>/<resource>.dto.ts`: a response DTO (with a static `from(entity)` mapper), a create DTO and
 *    an update DTO (class-validator + @ApiProperty; the update DTO is usually `PartialType(CreateDto)`), and a
 *    config DTO for get-config (extend `ResourceConfigDto`, or use it as is).
 * 2. `admin/<resource>/<resource>.service.ts`: an @Injectable that extends `entityResourceService({...})`
 *    (`resource-service.ts`), which does list, get, create, update and delete; the resource says only what is its
 *    own: entity, unique field, search and filters, how a row is made and changed, its in-use rule, its mapping.
 *    It is the only writer: it checks that references exist (helpers in `resource-rules.ts`) so bad input is a
 *    clear 4xx, never a database error. Export its sort fields as a `const` tuple. (A table another module owns is
 *    written with plain statements by a service implementing `ShopConfigResourceService` itself: stores, units.)
 * 3. `admin/<resource>/<resource>.resource.ts`: `defineShopConfigResource({...})` naming the spec path, the REST
 *    path, the DTOs and the service.
 * 4. Add the definition to `SHOP_CONFIG_RESOURCES` in `admin/shop-config-resources.ts`. That registers the service
 *    and both controllers (spec door and react-admin door); extras go in a controller of their own there.
 * 5. Add one entry per resource to the tables of `backend/test/e2e/shop-config/` and a screen in
 *    `admin/src/shop-config/resources/`.
 */
export interface ShopConfigResourceService<TResponse, TCreate, TUpdate, TConfig> {
  /** Filters are the resource's own (`q` for search, `id` as a list for getMany, …); unknown ones are ignored. */
  list(request: AdminListRequest<string>): Promise<{ rows: TResponse[]; total: number }>;
  get(id: number): Promise<TResponse>;
  create(input: TCreate): Promise<TResponse>;
  update(id: number, input: TUpdate): Promise<TResponse>;
  /** Returns what was deleted: react-admin shows it in the undo notice. */
  delete(id: number): Promise<TResponse>;
  /** What the editing screens need to know: allowed sorts and filters, enums, vocabularies. */
  config(): TConfig;
}

export interface ShopConfigResourceDefinition<TResponse, TCreate, TUpdate, TConfig> {
  /** The spec's resource name: `/admin/coreshop/{specName}/{get,list,add,save,delete,get-config}`. */
  specName: string;
  /** react-admin's resource name: `/api/admin/shop-config/{restName}`. */
  restName: string;
  /** PascalCase, unique: names the controller classes, so the OpenAPI operation ids (`Currencies_list`). */
  className: string;
  /** Sort fields the list accepts, and the default one. */
  sorts: readonly string[];
  defaultSort: string;
  service: Type<ShopConfigResourceService<TResponse, TCreate, TUpdate, TConfig>>;
  response: Type<TResponse>;
  create: Type<TCreate>;
  update: Type<TUpdate>;
  config: Type<TConfig>;
}

/** Typed identity: checks that the DTOs and the service agree. */
export function defineShopConfigResource<TResponse, TCreate, TUpdate, TConfig>(
  definition: ShopConfigResourceDefinition<TResponse, TCreate, TUpdate, TConfig>,
): ShopConfigResourceDefinition<TResponse, TCreate, TUpdate, TConfig> {
  return definition;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry holds resources of every type
export type AnyShopConfigResource = ShopConfigResourceDefinition<any, any, any, any>;
