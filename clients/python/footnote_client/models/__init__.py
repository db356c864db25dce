""" Contains all the data models used in inputs/outputs """

from .cache_purged import CachePurged
from .corrections import Corrections
from .corrections_corrections import CorrectionsCorrections
from .corrections_input import CorrectionsInput
from .corrections_input_corrections import CorrectionsInputCorrections
from .error import Error
from .error_body import ErrorBody
from .essay_feedback_job import EssayFeedbackJob
from .essay_feedback_job_priority import EssayFeedbackJobPriority
from .essay_input import EssayInput
from .evaluate_library_job import EvaluateLibraryJob
from .evaluate_library_job_priority import EvaluateLibraryJobPriority
from .health import Health
from .hit import Hit
from .hit_anchors_type_0 import HitAnchorsType0
from .job import Job
from .job_list import JobList
from .job_priority import JobPriority
from .job_result_type_0 import JobResultType0
from .job_status import JobStatus
from .job_upload import JobUpload
from .job_upload_priority import JobUploadPriority
from .library_eval_input import LibraryEvalInput
from .list_jobs_kind import ListJobsKind
from .list_jobs_status import ListJobsStatus
from .paragraph import Paragraph
from .performance_feedback_job import PerformanceFeedbackJob
from .performance_feedback_job_priority import PerformanceFeedbackJobPriority
from .performance_input import PerformanceInput
from .performance_input_scores import PerformanceInputScores
from .question_input import QuestionInput
from .question_job import QuestionJob
from .question_job_priority import QuestionJobPriority
from .rating import Rating
from .rating_input import RatingInput
from .rating_input_rating import RatingInputRating
from .rating_input_reason_type_0 import RatingInputReasonType0
from .rating_rating import RatingRating
from .readiness import Readiness
from .readiness_checks import ReadinessChecks
from .readiness_status import ReadinessStatus
from .scope import Scope
from .search_filters_in import SearchFiltersIn
from .search_filters_in_granularity_type_0 import SearchFiltersInGranularityType0
from .search_request import SearchRequest
from .search_response import SearchResponse
from .search_response_retrieval_debug import SearchResponseRetrievalDebug
from .secret_rotated import SecretRotated
from .source_create import SourceCreate
from .source_create_granularity import SourceCreateGranularity
from .source_deleted import SourceDeleted
from .source_list import SourceList
from .source_list_sources_item import SourceListSourcesItem
from .source_upload import SourceUpload
from .source_upload_granularity import SourceUploadGranularity
from .tenant import Tenant
from .tenant_create import TenantCreate
from .tenant_created import TenantCreated
from .tenant_list import TenantList
from .verify_item import VerifyItem
from .verify_request import VerifyRequest
from .verify_response import VerifyResponse
from .verify_result import VerifyResult
from .verify_result_scores import VerifyResultScores
from .verify_result_verdict import VerifyResultVerdict
from .webhook_event import WebhookEvent
from .webhook_event_type import WebhookEventType
from .webhook_state import WebhookState
from .webhook_state_deliveries_item import WebhookStateDeliveriesItem
from .webhook_state_state_type_0 import WebhookStateStateType0

__all__ = (
    "CachePurged",
    "Corrections",
    "CorrectionsCorrections",
    "CorrectionsInput",
    "CorrectionsInputCorrections",
    "Error",
    "ErrorBody",
    "EssayFeedbackJob",
    "EssayFeedbackJobPriority",
    "EssayInput",
    "EvaluateLibraryJob",
    "EvaluateLibraryJobPriority",
    "Health",
    "Hit",
    "HitAnchorsType0",
    "Job",
    "JobList",
    "JobPriority",
    "JobResultType0",
    "JobStatus",
    "JobUpload",
    "JobUploadPriority",
    "LibraryEvalInput",
    "ListJobsKind",
    "ListJobsStatus",
    "Paragraph",
    "PerformanceFeedbackJob",
    "PerformanceFeedbackJobPriority",
    "PerformanceInput",
    "PerformanceInputScores",
    "QuestionInput",
    "QuestionJob",
    "QuestionJobPriority",
    "Rating",
    "RatingInput",
    "RatingInputRating",
    "RatingInputReasonType0",
    "RatingRating",
    "Readiness",
    "ReadinessChecks",
    "ReadinessStatus",
    "Scope",
    "SearchFiltersIn",
    "SearchFiltersInGranularityType0",
    "SearchRequest",
    "SearchResponse",
    "SearchResponseRetrievalDebug",
    "SecretRotated",
    "SourceCreate",
    "SourceCreateGranularity",
    "SourceDeleted",
    "SourceList",
    "SourceListSourcesItem",
    "SourceUpload",
    "SourceUploadGranularity",
    "Tenant",
    "TenantCreate",
    "TenantCreated",
    "TenantList",
    "VerifyItem",
    "VerifyRequest",
    "VerifyResponse",
    "VerifyResult",
    "VerifyResultScores",
    "VerifyResultVerdict",
    "WebhookEvent",
    "WebhookEventType",
    "WebhookState",
    "WebhookStateDeliveriesItem",
    "WebhookStateStateType0",
)
