-- AlterTable
ALTER TABLE "MaterialDraftStep" ADD COLUMN     "bytes" INTEGER NOT NULL DEFAULT 0;

-- Every stored step's size, as draft-store.ts writes it from now on.
UPDATE "MaterialDraftStep" SET "bytes" = octet_length("data"::text);
