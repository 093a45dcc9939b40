/**
 * Prisma's schema engine compiled to WebAssembly. The Prisma CLI's native engine has to be
 * downloaded, which our machines cannot do, so `migrate deploy` and `migrate diff` are done
 * here instead. The package entry does not load in Node as-is, so the wasm module is
 * instantiated by hand (see STACK.md).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { bindMigrationAwareSqlAdapterFactory, type SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';

type WasmBindings = {
  __wbg_set_wasm(exports: WebAssembly.Exports): void;
  SchemaEngine: { new: (options: unknown, log: (message: string) => void, adapter: object) => Promise<SchemaEngine> };
};

export type MigrationList = {
  baseDir: string;
  lockfile: { path: string; content: string | null };
  shadowDbInitScript: string;
  migrationDirectories: { path: string; migrationFile: { path: string; content: { tag: 'ok'; value: string } } }[];
};

export type DiffTarget =
  | { tag: 'empty' }
  | ({ tag: 'schemaDatamodel' } & { files: { path: string; content: string }[] })
  | ({ tag: 'migrations' } & MigrationList);

export interface SchemaEngine {
  applyMigrations(input: { migrationsList: MigrationList; filters: Filters }): Promise<{ appliedMigrationNames: string[] }>;
  diff(params: {
    from: DiffTarget;
    to: DiffTarget;
    script: boolean;
    exitCode: boolean | null;
    filters: Filters;
  }): Promise<{ exitCode: number; stdout: string | null }>;
  free(): void;
}

type Filters = { externalTables: string[]; externalEnums: string[] };
export const noFilters: Filters = { externalTables: [], externalEnums: [] };

let bindings: Promise<WasmBindings> | undefined;

function loadBindings(): Promise<WasmBindings> {
  bindings ??= (async () => {
    const require = createRequire(import.meta.url);
    const glue = (await import('@prisma/schema-engine-wasm/schema_engine_bg')) as unknown as WasmBindings;
    const wasmPath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg').replace(/\.js$/, '.wasm');
    const module = await WebAssembly.compile(new Uint8Array(await readFile(wasmPath)));
    const instance = await WebAssembly.instantiate(module, { './schema_engine_bg.js': glue as never });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports as { __wbindgen_start?: () => void }).__wbindgen_start?.();
    return glue;
  })();
  return bindings;
}

/** A schema engine bound to a database through a Prisma driver adapter factory. */
export async function openSchemaEngine(
  schemaFile: { path: string; content: string },
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
): Promise<SchemaEngine> {
  const glue = await loadBindings();
  return glue.SchemaEngine.new({ datamodels: [[schemaFile.path, schemaFile.content]] }, () => {}, bindMigrationAwareSqlAdapterFactory(adapterFactory));
}
