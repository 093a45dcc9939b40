-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "paidAt" TIMESTAMP(3),
ADD COLUMN     "periodEnd" TIMESTAMP(3),
ADD COLUMN     "periodStart" TIMESTAMP(3),
ADD COLUMN     "planName" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "providerInvoiceId" TEXT;

-- AlterTable
ALTER TABLE "Subscription" ADD COLUMN     "graceEndsAt" TIMESTAMP(3),
ADD COLUMN     "paymentMethod" TEXT,
ADD COLUMN     "provider" TEXT NOT NULL DEFAULT 'test',
ADD COLUMN     "providerCustomerId" TEXT,
ADD COLUMN     "providerSubscriptionId" TEXT;

-- CreateTable
CREATE TABLE "BillingEvent" (
    "id" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BillingEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_providerInvoiceId_key" ON "Invoice"("providerInvoiceId");

-- CreateIndex
CREATE UNIQUE INDEX "Subscription_providerSubscriptionId_key" ON "Subscription"("providerSubscriptionId");

-- The plan catalogue (authoring.md §9) is global data every database needs, not demo data:
-- amounts in cents per seat per interval. The seed upserts the same rows
INSERT INTO "Plan" ("id", "code", "name", "amount", "interval") VALUES
  (gen_random_uuid(), 'starter', 'Starter', 0, 'MONTH'),
  (gen_random_uuid(), 'business_monthly', 'Business', 2500, 'MONTH'),
  (gen_random_uuid(), 'business_annual', 'Business', 24000, 'YEAR'),
  (gen_random_uuid(), 'enterprise', 'Enterprise', 0, 'YEAR')
ON CONFLICT ("code") DO NOTHING;
