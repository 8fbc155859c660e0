import { useCallback, useState, type FormEvent } from 'react';
import { LivePlanEndedNotice } from '@/components/user/plan-ended-notice';
import { usePageMeta } from '@/components/layout/page-meta';
import { PageShell } from '@/components/layout/page-shell';
import type { ToolPageProps } from '@/components/layout/tool-page';
import { useTimedFlag } from '@/components/hooks/use-timed-flag';
import { useResumeInput } from '@/components/resume-input/use-resume-input';
import { ReviewPanel } from '@/components/resume-review/review-panel';
import { useResumeReview } from '@/components/resume-review/use-resume-review';
import { Alert } from '@/components/ui/alert';
import { useDailyUsage } from '@/components/usage/use-daily-usage';
import { useLiveHistory } from '@/components/usage/use-live-history';
import { readProcessedTemplate } from '@/domain/history-record';
import {
  PROCESSED_TEMPLATES,
  TEMPLATE_MESSAGES,
  type GenerateTemplateResult,
} from '@/domain/templates/contract';
import { useCustomUpload } from '../hooks/use-custom-upload';
import { useGenerateRun, type GenerateRequest } from '../hooks/use-generate-run';
import { usePhotoInput } from '../hooks/use-photo-input';
import { useRevokeUrl } from '../hooks/use-revoke-url';
import { useTemplateChoice } from '../hooks/use-template-choice';
import type { ChosenImage } from '../lib/prepare-image';
import { readTemplateResume } from '../lib/read-template-resume';
import { GenerateButton } from '../components/generate-button';
import { GenerationWaitModal } from '../components/generation-wait-modal';
import { PrivacyInfoDialog } from '../components/privacy-info-dialog';
import { ResultPanel } from '../components/result-panel';
import { ResumeStep } from '../components/resume-step';
import { StepHeader } from '../components/step-header';
import { TemplateChooserCard } from '../components/template-chooser-card';
import { TemplateSheet } from '../components/template-sheet';
import { UsageHistoryCard } from '../components/usage-history-card';

/** 'Resume downloaded successfully!' is cleared after 3 s. */
export const DOWNLOADED_MS = 3000;

/**
 * /lazy-templates for the signed-in user `uid` (the route sits behind RequireAuth).
 * `gamesSlot` (composed in src/app) is shown inside the blocking wait modal.
 */
export function TemplateGeneratorPage({ uid, gamesSlot }: Omit<ToolPageProps, 'commentsSlot'>) {
  usePageMeta(
    'Resume Template Generator',
    'Turn your resume into a professional design, or clone a design from a screenshot.',
  );
  const [error, setError] = useState<string | null>(null);
  // A custom run's result keeps its design image (the form's own copy is cleared with the form).
  const [shown, setShown] = useState<{ result: GenerateTemplateResult; designImage: Blob | null } | null>(
    null,
  );
  const [succeeded, setSucceeded] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const downloaded = useTimedFlag(DOWNLOADED_MS);
  const resume = useResumeInput({ onError: setError, read: readTemplateResume });
  const review = useResumeReview(uid, resume);
  const photo = usePhotoInput(setError);
  const choice = useTemplateChoice();
  useRevokeUrl(choice.custom?.previewUrl);
  const usage = useDailyUsage('lazyTemplates', uid);
  const history = useLiveHistory({ collection: PROCESSED_TEMPLATES, uid, read: readProcessedTemplate });
  const { chooseCustom, choosePreset } = choice;
  const upload = useCustomUpload(
    useCallback(
      (image: ChosenImage) => {
        chooseCustom(image);
        setSheetOpen(false);
      },
      [chooseCustom],
    ),
  );

  const { reset: resetResume } = resume;
  const { remove: removePhoto } = photo;
  const { reset: resetChoice } = choice;
  const onSuccess = useCallback(
    (r: GenerateTemplateResult, req: GenerateRequest) => {
      setShown({ result: r, designImage: req.mode === 'custom' ? (req.custom?.file ?? null) : null });
      setSucceeded(true);
      resetResume();
      removePhoto();
      resetChoice();
    },
    [resetResume, removePhoto, resetChoice],
  );
  const onError = useCallback((message: string) => setError(`Error: ${message}`), []);
  const run = useGenerateRun({
    fetchUsage: usage.fetchFresh,
    onInvalid: setError,
    onError,
    onSuccess,
    onSettled: usage.refresh,
  });

  const file = resume.file?.status === 'ready' ? resume.file : null;
  const hasResume = Boolean(file) || resume.text.trim() !== '';
  const hasTemplate = choice.mode === 'preset' ? Boolean(choice.presetId) : Boolean(choice.custom);
  const reading = resume.file?.status === 'reading' || photo.reading;
  const uploading = upload.uploading || (run.stage === 'uploading' && choice.mode === 'custom');
  const busy = uploading ? 'uploading' : run.stage ? 'creating' : null;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setSucceeded(false);
    void run.submit({
      uid,
      mode: choice.mode,
      presetId: choice.presetId,
      custom: choice.custom,
      photo: photo.photo,
      resumeText: file ? file.text : resume.text,
      hasResumeFile: Boolean(file),
      resume: review.reviewed,
    });
  };

  return (
    <PageShell
      title="Resume Template Generator"
      intro="Upload your resume, pick a template and generate a professional resume."
    >
      <div className="flex flex-col gap-6">
        <StepHeader done={[hasResume, hasTemplate, Boolean(shown)]} />
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <form
            onSubmit={onSubmit}
            noValidate
            aria-label="Generate your resume"
            className="flex min-w-0 flex-col gap-5"
          >
            {error && <Alert tone="error">{error}</Alert>}
            <LivePlanEndedNotice uid={uid} />
            {succeeded && <Alert tone="success">{TEMPLATE_MESSAGES.success}</Alert>}
            {downloaded.visible && <Alert tone="success">{TEMPLATE_MESSAGES.downloaded}</Alert>}
            {shown && (
              <ResultPanel
                result={shown.result}
                designImage={shown.designImage}
                onDownloaded={downloaded.show}
              />
            )}
            <ResumeStep
              resume={resume}
              photo={photo}
              disabled={run.stage !== null}
              onPrivacy={() => setPrivacyOpen(true)}
              review={<ReviewPanel review={review} disabled={run.stage !== null} />}
            />
            <TemplateChooserCard
              hasResume={hasResume}
              choice={choice}
              disabled={run.stage !== null}
              onOpen={() => setSheetOpen(true)}
            />
            <GenerateButton busy={busy} disabled={!hasResume || !hasTemplate || reading} />
          </form>
          <UsageHistoryCard usage={usage.query} history={history} onDownloaded={downloaded.show} />
        </div>
        <TemplateSheet
          open={sheetOpen}
          onClose={() => setSheetOpen(false)}
          mode={choice.mode}
          selectedId={choice.presetId}
          onSelect={(id) => {
            choosePreset(id);
            setSheetOpen(false);
          }}
          upload={upload}
        />
        <PrivacyInfoDialog open={privacyOpen} onClose={() => setPrivacyOpen(false)} />
        {run.stage === 'generating' && <GenerationWaitModal gamesSlot={gamesSlot} />}
      </div>
    </PageShell>
  );
}
