-- AlterEnum
ALTER TYPE "ActivityType" ADD VALUE 'TERMINATED';
