"""Find the corpus entries that answer a question: dense + lexical search, fused, cited.

Importing this package does not import torch or faiss; they load on first use.
"""

from rulebot.retrieval.chunks import Chunk, QuestionMode, build_chunks
from rulebot.retrieval.embedders import Embedder, HashingEmbedder, SentenceTransformerEmbedder
from rulebot.retrieval.fusion import Fusion
from rulebot.retrieval.lexical import LexicalIndex
from rulebot.retrieval.report import BuildReport
from rulebot.retrieval.retriever import EntryScores, Hit, Mode, Retriever, confidence
from rulebot.retrieval.store import build_index, load_retriever
from rulebot.retrieval.vectors import FaissIndex, NumpyIndex, VectorIndex

__all__ = [
    "BuildReport",
    "Chunk",
    "Embedder",
    "EntryScores",
    "FaissIndex",
    "Fusion",
    "HashingEmbedder",
    "Hit",
    "LexicalIndex",
    "Mode",
    "NumpyIndex",
    "QuestionMode",
    "Retriever",
    "SentenceTransformerEmbedder",
    "VectorIndex",
    "build_chunks",
    "build_index",
    "confidence",
    "load_retriever",
]
