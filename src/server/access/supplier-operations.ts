import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import { namedActionOf } from '../../shared/entity/named-actions';
import type { EntityAccess } from '../http/route-access';
import { ownerOf, publicOf } from '../entities/supplier-scope';
import { isReadOperation } from './entity-operation-resources';

/** Standard operations that write records (doImport: the import of rows, where an entity has one; doMove: a tree node's move). */
const WRITE_OPERATIONS = new Set(['saveOrUpdate', 'doBatchSaveOrUpdate', 'delete', 'doBatchDelete', 'doImport', 'doMove']);

/**
 * Whether a supplier user may call this entity operation at all (DESIGN §4.5), from the schema alone:
 * the reads of an entity public to suppliers (`publicToSuppliers`) and of a service entity with a `callerScope`;
 * otherwise only entities with an owner field (their own, or their header's for lines), which the engine keeps
 * to the supplier's own records; reads there; writes only where `ownership.supplierWritable`; a
 * workflow, command or generate action only when its `actor` is `supplier`. An entity whose `userScope` is for `allUsers` holds
 * each user's own records only: suppliers call it as internal users do. Everything else is for internal users.
 */
export function supplierMayCall(access: EntityAccess, catalog: EntityCatalog): boolean {
  const entity = catalog.get(access.entity);
  // A caller-scoped service entity answers each caller his own records (his work items): suppliers read it too.
  if (entity.callerScope) return isReadOperation(entity, access.operation);
  // Everyone's own records open to both kinds (userScope.allUsers: his user centre, his sessions): writes by the granted resource.
  if (entity.userScope?.allUsers) return !namedActionOf(entity, access.operation) || access.resource !== undefined;
  const owner = ownerOf(entity, catalog);
  // Public to every supplier (publicToSuppliers): reads only; the engine keeps them to the public records.
  if (!owner) return publicOf(entity, catalog) !== undefined && isReadOperation(entity, access.operation);
  if (isReadOperation(entity, access.operation)) return true;
  const action = namedActionOf(entity, access.operation);
  if (action && !access.resource) return action.actor === 'supplier';
  // An import is for suppliers only where its definition says so, on top of the ownership.
  if (access.operation === 'doImport' && !entity.import?.supplierAllowed) return false;
  if (WRITE_OPERATIONS.has(access.operation) || access.resource) return owner.ownership.supplierWritable;
  return false;
}

/** A named action (workflow, command, generate) the schema gives to supplier users is not for internal users, whatever their grants. */
export function internalMayCall(access: EntityAccess, catalog: EntityCatalog): boolean {
  const entity = catalog.get(access.entity);
  const action = namedActionOf(entity, access.operation);
  return !action || access.resource !== undefined || action.actor !== 'supplier';
}
