-- AlterEnum
ALTER TYPE "MaterialKind" ADD VALUE 'PACKAGE';
