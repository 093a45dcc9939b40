/**
 * /{companySlug}/packages/{slug}: a SCORM package's page for staff (issue 25 §2), inside the app
 * shell: its standard and items, a preview of the latest zip (nothing is recorded), and for
 * writers "Upload a new zip" (items whose identifier stays keep learners' progress) and
 * "Publish" (learners get the latest zip). A package has no editor: the zip is its content.
 */
import { PACKAGE_LIMITS, PACKAGE_TOO_LARGE, PACKAGE_STANDARD_LABELS, type PackageStandard } from '@learnhub/content';
import { type ChangeEvent, useRef, useState } from 'react';
import { graphql, loadQuery, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { PackagePageQuery } from '../../../__generated__/PackagePageQuery.graphql';
import { usePublishMaterialMutation } from '../../../kit/editor';
import { StaffViewFrame } from '../../../kit/frames';
import { knownKind } from '../../../kinds';
import { networkErrorMessage } from '../../../lib/mutations/form-errors';
import { mutationFailure } from '../../../lib/mutations/mutation-failure';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { getRelayEnvironment } from '../../../relay/relay-environment';
import { Button, useToast } from '../../../ui';
import { useShellContext } from '../../shell';
import { useReplacePackageMutation } from '../mutations/useReplacePackageMutation';
import { PackageView } from '../PackageView';

const query = graphql`
  query PackagePageQuery($slug: String!) {
    viewer {
      can {
        writeMaterials
      }
    }
    material(slug: $slug) {
      id
      name
      kind
      status
      revision
      publishedRevision
      packageTitle
      ...PackageItems_material @relay(mask: false)
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  return loadQuery<PackagePageQuery>(getRelayEnvironment(), query, { slug: params.slug ?? '' }, { fetchPolicy: 'network-only' });
}

graphql`
  fragment PackageItems_material on Material @relay(mask: false) {
    packageItems {
      stepId
      identifier
      title
      sco
      standard
      runtimeUrl
    }
  }
`;

const FAILED_REPLACE = 'Failed to upload the zip. Please try again.';
const FAILED_PUBLISH = 'Failed to publish. Please try again.';
const MB = 1024 * 1024;

export function Component() {
  const data = usePreloadedQuery<PackagePageQuery>(query, useLoaderData() as PreloadedQuery<PackagePageQuery>);
  const { companySlug } = useShellContext();
  const material = knownKind(data.material?.kind)?.player === 'package' ? data.material : null;
  const items = material?.packageItems ?? [];
  const canWrite = data.viewer?.can.writeMaterials ?? false;
  const [replace, replacing] = useReplacePackageMutation();
  const [publish, publishing] = usePublishMaterialMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const toast = useToast();
  useDocumentTitle(material?.name ?? 'Not found');
  const standard = items[0]?.standard as PackageStandard | undefined;
  const upToDate = material?.publishedRevision != null && material.publishedRevision === material.revision;

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !material) return;
    if (file.size > PACKAGE_LIMITS.compressedBytes) return setProblem(PACKAGE_TOO_LARGE);
    setProblem(null);
    try {
      const { replacePackage: result } = await replace(material.id, file);
      const failure = mutationFailure(result, 'MaterialPayload', FAILED_REPLACE);
      if (failure) setProblem(Object.values(failure.fieldErrors)[0] ?? failure.message);
      else if (result.__typename === 'MaterialPayload') toast.success(result.message);
    } catch (caught) {
      setProblem(networkErrorMessage(caught, FAILED_REPLACE));
    }
  }

  async function handlePublish() {
    if (!material) return;
    setProblem(null);
    try {
      const { publishMaterial: result } = await publish({ input: { materialId: material.id } });
      const failure = mutationFailure(result, 'PublishMaterialPayload', FAILED_PUBLISH);
      if (failure) setProblem(failure.message);
      else toast.success('Published: learners now get this version in the hub.');
    } catch (caught) {
      setProblem(networkErrorMessage(caught, FAILED_PUBLISH));
    }
  }

  return (
    <StaffViewFrame
      list={{ title: 'SCORM packages', path: `/${companySlug}/packages` }}
      name={material?.name ?? null}
      missing="This package doesn't exist"
      published={material?.publishedRevision != null}
      actions={
        material &&
        canWrite && (
          <>
            <input ref={fileInput} type="file" accept=".zip,application/zip" hidden onChange={handleFile} aria-label="New zip of the package" />
            <Button variant="secondary" loading={replacing} onClick={() => fileInput.current?.click()}>
              Upload a new zip
            </Button>
            <Button variant="primary" loading={publishing} disabled={upToDate} onClick={handlePublish}>
              {upToDate ? 'Published' : 'Publish'}
            </Button>
          </>
        )
      }
    >
      {problem && (
        <p role="alert" className="view-frame__note">
          {problem}
        </p>
      )}
      <p className="package-page__facts">
        {material?.packageTitle && <span>Title in the zip: {material.packageTitle}</span>}
        <span>{standard ? PACKAGE_STANDARD_LABELS[standard] : 'SCORM'}</span>
        <span>
          {items.length} {items.length === 1 ? 'item' : 'items'}
        </span>
        {material && !upToDate && material.publishedRevision != null && <span>The latest zip is not published yet.</span>}
      </p>
      <PackageView name={material?.name ?? ''} items={items} />
    </StaffViewFrame>
  );
}
