-- CreateIndex
CREATE INDEX "LearningMaterial_companyId_name_id_idx" ON "LearningMaterial"("companyId", "name", "id");
